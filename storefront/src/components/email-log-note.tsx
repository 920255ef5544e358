import { useConfig } from "@/lib/config"

/** What the shop says beside "check your e-mail" while e-mails go to the server log (development without SMTP). */
export const EMAIL_LOG_TEXT =
  "This shop runs without a mail server (no SMTP_URL): no e-mail is sent. Check the server log for the message and its link."

/**
 * Shown wherever the shop asks the shopper to open an e-mail, only when
 * /api/config says e-mails go to the server log; nothing otherwise.
 */
export function EmailLogNote({ className }: { className?: string }) {
  const { data: config } = useConfig()
  if (!config?.emailsInLog) return null
  return (
    <p className={className} role="note" data-testid="email-log-note">
      {EMAIL_LOG_TEXT}
    </p>
  )
}
