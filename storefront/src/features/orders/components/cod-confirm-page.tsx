import { useEffect, useState } from "react"
import { useSearchParams } from "react-router"
import { linkToken, oncePerToken } from "@/lib/link-token"
import { isApiError } from "@/lib/api"
import { ButtonLink } from "@/components/ui/button-link"
import { StateCard } from "@/components/ui/state-card"
import { Spinner } from "@/components/ui/spinner"
import { confirmCodLinkRequest } from "../api/orders-api"

const TEXTS = {
  noToken: "This confirmation link is incomplete. Open the link from your order e-mail again, or confirm the order in My Orders.",
  failed: "Could not confirm the order. Please try again, or confirm it in My Orders.",
  confirmed: (orderNumber: string | null) =>
    orderNumber
      ? `Thank you! Your cash on delivery order ${orderNumber} is confirmed. We will ship it soon.`
      : "Thank you! Your order is confirmed.",
} as const

// A link works once (a re-mount must not spend it twice).
const confirmOnce = oncePerToken(confirmCodLinkRequest)

type State = { kind: "confirming" } | { kind: "done"; text: string } | { kind: "error"; message: string }

/** /cod-confirm?token=...: the e-mailed link confirms a cash-on-delivery order with one tap, signed in or not. */
export function CodConfirmPage() {
  const [params] = useSearchParams()
  const token = linkToken("/cod-confirm", params) ?? ""
  const [state, setState] = useState<State>(() => (token ? { kind: "confirming" } : { kind: "error", message: TEXTS.noToken }))

  useEffect(() => {
    if (!token) return
    let active = true
    confirmOnce(token)
      .then((answer) => active && setState({ kind: "done", text: TEXTS.confirmed(answer.order?.orderNumber ?? null) }))
      .catch((e: unknown) => {
        if (!active) return
        setState({ kind: "error", message: isApiError(e) && e.kind === "http" && e.message ? e.message : TEXTS.failed })
      })
    return () => {
      active = false
    }
  }, [token])

  return (
    <div className="page page--narrow" aria-live="polite" data-testid="cod-confirm" data-state={state.kind}>
      {state.kind === "confirming" && <StateCard icon={<Spinner dark />} title="Confirming your order…" text="Please wait a moment." />}
      {state.kind === "done" && (
        <StateCard icon="✓" title="Order confirmed" text={state.text} actions={<ButtonLink to="/orders">View my orders</ButtonLink>} />
      )}
      {state.kind === "error" && (
        <StateCard
          icon="!"
          title="Could not confirm"
          text={state.message}
          role="alert"
          actions={<ButtonLink to="/orders">My Orders</ButtonLink>}
        />
      )}
    </div>
  )
}
