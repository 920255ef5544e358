import { useState } from "react"
import { isApiError } from "@/lib/api"
import { Alert } from "@/components/ui/alert"
import { EmailLogNote } from "@/components/email-log-note"
import { Button } from "@/components/ui/button"
import { BusyText } from "@/components/ui/spinner"
import { useResendVerification } from "../api/checkout-mutations"
// The texts for resending the verification e-mail (requirements VER-03, CHK-13).
import { RESEND_TEXTS } from "@sugandh/contract"

/**
 * The server refused another unpaid order because the account's e-mail is not
 * verified: its message says why, and the link can be sent again from here.
 */
export function VerifyEmailNotice({ message, email }: { message: string; email: string | null }) {
  const resend = useResendVerification()
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  return (
    <Alert tone="warning" as="div" role="alert" testId="verify-email-notice">
      <p>{message}</p>
      <EmailLogNote />
      {email && (
        <p>
          <Button
            variant="ghost"
            size="small"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(email, {
                onSuccess: (res) => setAnswer({ tone: "success", text: res.message || RESEND_TEXTS.sent }),
                onError: (e) => setAnswer({ tone: "error", text: isApiError(e) && e.message ? e.message : RESEND_TEXTS.failed }),
              })
            }
          >
            <BusyText busy={resend.isPending} busyText={RESEND_TEXTS.sending}>
              {RESEND_TEXTS.button}
            </BusyText>
          </Button>
        </p>
      )}
      {answer && <p role="status">{answer.text}</p>}
    </Alert>
  )
}
