import { useState, type FormEvent } from "react"
import { useSearchParams } from "react-router"
import { NDR_ANSWER_TEXTS } from "@sugandh/contract"
import { linkToken } from "@/lib/link-token"
import { apiErrorText, isApiError } from "@/lib/api"
import { Button } from "@/components/ui/button"
import { ButtonLink } from "@/components/ui/button-link"
import { SelectField, TextField } from "@/components/ui/fields"
import { StateCard } from "@/components/ui/state-card"
import { answerFailedDelivery } from "../api/track-api"

const IST_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** The days a next attempt may be asked for: today to seven days ahead, by the calendar in India (the server checks the same). */
export function deliveryDays(now: Date = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 8 }, (_, i) => {
    const day = new Date(now.getTime() + IST_MS + i * DAY_MS)
    const value = day.toISOString().slice(0, 10)
    const label = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(day)
    return { value, label }
  })
}

type State = { kind: "form"; sending: boolean; error: string | null; fields: Record<string, string> } | { kind: "done"; text: string }

/**
 * /delivery-answer?token=...: the link in the e-mail after a failed delivery attempt (issue 44). The
 * shopper picks the day of the next attempt and may correct the phone number or address line; the
 * shop passes it to the courier as a re-attempt (the operator's NDR action). No sign-in needed.
 */
export function DeliveryAnswerPage() {
  const [params] = useSearchParams()
  const token = linkToken("/delivery-answer", params) ?? ""
  const [days] = useState(() => deliveryDays())
  const [state, setState] = useState<State>({ kind: "form", sending: false, error: null, fields: {} })

  if (!token) {
    return (
      <div className="page page--narrow" data-testid="delivery-answer" data-state="error">
        <StateCard icon="!" title={NDR_ANSWER_TEXTS.title} text={NDR_ANSWER_TEXTS.noToken} role="alert" />
      </div>
    )
  }
  if (state.kind === "done") {
    return (
      <div className="page page--narrow" aria-live="polite" data-testid="delivery-answer" data-state="done">
        <StateCard
          icon="✓"
          title={NDR_ANSWER_TEXTS.doneTitle}
          text={state.text}
          actions={<ButtonLink to="/track">Track your order</ButtonLink>}
        />
      </div>
    )
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined
    setState({ ...state, sending: true, error: null, fields: {} })
    try {
      const answer = await answerFailedDelivery({
        token,
        deferredDate: text("deferredDate"),
        phone: text("phone"),
        address: text("address"),
      })
      setState({ kind: "done", text: answer.message })
    } catch (error) {
      const fields = Object.fromEntries((isApiError(error) ? error.errors : []).map((f) => [f.path, f.msg]))
      setState({ kind: "form", sending: false, error: apiErrorText(error, NDR_ANSWER_TEXTS.failed), fields })
    }
  }

  return (
    <div className="page page--narrow" data-testid="delivery-answer" data-state="form">
      <h1>{NDR_ANSWER_TEXTS.title}</h1>
      <p>{NDR_ANSWER_TEXTS.intro}</p>
      <form onSubmit={submit} noValidate>
        <SelectField label={NDR_ANSWER_TEXTS.date} name="deferredDate" defaultValue={days[1].value} error={state.fields.deferredDate}>
          {days.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </SelectField>
        <TextField label={NDR_ANSWER_TEXTS.phone} name="phone" type="tel" autoComplete="tel" inputMode="tel" error={state.fields.phone} />
        <TextField
          label={NDR_ANSWER_TEXTS.address}
          name="address"
          autoComplete="address-line1"
          maxLength={300}
          error={state.fields.address}
        />
        {state.error && (
          <p className="form-error" role="alert">
            {state.error}
          </p>
        )}
        <Button type="submit" disabled={state.sending}>
          {state.sending ? NDR_ANSWER_TEXTS.sending : NDR_ANSWER_TEXTS.submit}
        </Button>
      </form>
    </div>
  )
}
