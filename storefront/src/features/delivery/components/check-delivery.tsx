import { useQuery } from "@tanstack/react-query"
import { useEffect, useId, useState, type FormEvent } from "react"
import { Button } from "@/components/ui/button"
import { apiErrorText } from "@/lib/api"
import { formatDeliveryDate, PIN_PATTERN, pincodeQueryOptions, rememberedPin, rememberPin, type PincodeAnswer } from "@/lib/pincodes"
import styles from "./check-delivery.module.css"
import { DELIVERY_TEXT, SHIPPING_TEXTS } from "@sugandh/contract"

export { DELIVERY_TEXT }

type Props = {
  /** The PIN in the page's URL (?pin=), checked by the server before the page was sent (works without JavaScript). */
  initialPin?: string
  /** The server's refusal of `initialPin` (unknown, malformed), shown until the browser asks again. */
  serverError?: string
  /** The signed-in shopper's profile PIN, used when nothing was checked in this visit. */
  profilePin?: string
}

/**
 * "Check delivery" on the product page: a plain GET form (without JavaScript
 * the browser reloads the page with ?pin=, which the server answers), and
 * with JavaScript the same look-up without leaving the page. The PIN is
 * remembered for the visit (sessionStorage).
 */
export function CheckDelivery({ initialPin = "", serverError, profilePin = "" }: Props) {
  const inputId = useId()
  const [input, setInput] = useState(initialPin)
  const [pin, setPin] = useState(PIN_PATTERN.test(initialPin) ? initialPin : "")
  const [formatError, setFormatError] = useState(false)

  // After hydration: the visit's remembered PIN, else the profile's.
  useEffect(() => {
    if (pin || initialPin) return
    const known = rememberedPin() || (PIN_PATTERN.test(profilePin) ? profilePin : "")
    if (known) {
      setInput(known)
      setPin(known)
    }
    // Only when the page first shows, or when the profile's PIN arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profilePin])

  const answer = useQuery({ ...pincodeQueryOptions(pin), enabled: pin !== "" })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = input.trim()
    if (!PIN_PATTERN.test(value)) {
      setFormatError(true)
      return
    }
    setFormatError(false)
    setPin(value)
    rememberPin(value)
  }

  return (
    <form className={styles.box} method="get" onSubmit={submit} aria-label={DELIVERY_TEXT.label} data-testid="check-delivery">
      <label className={styles.label} htmlFor={inputId}>
        {DELIVERY_TEXT.label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className="input"
          name="pin"
          value={input}
          onChange={(e) => {
            setInput(e.target.value)
            setFormatError(false)
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          pattern="[1-9][0-9]{5}"
          title={DELIVERY_TEXT.invalid}
          placeholder={DELIVERY_TEXT.placeholder}
          aria-invalid={formatError || undefined}
        />
        <Button type="submit" variant="ghost" busy={answer.isFetching}>
          {DELIVERY_TEXT.button}
        </Button>
      </div>
      <p className={styles.result} role="status" aria-live="polite">
        {/* A result belongs to the PIN it answered: once the box holds another, it goes (no stale error beside a new PIN). */}
        {formatError ? (
          <span className={styles.error}>{DELIVERY_TEXT.invalid}</span>
        ) : serverError && input === initialPin && !answer.data && !answer.isError ? (
          <span className={styles.error}>{serverError}</span>
        ) : (
          input.trim() === pin && <Answer pin={pin} answer={answer} />
        )}
      </p>
    </form>
  )
}

function Answer({ pin, answer }: { pin: string; answer: { data?: PincodeAnswer; error: unknown; isError: boolean } }) {
  if (!pin) return null
  if (answer.isError) {
    const message = apiErrorText(answer.error, DELIVERY_TEXT.invalid)
    return <span className={styles.error}>{message}</span>
  }
  const data = answer.data
  if (!data || data.pin !== pin) return null
  if (!data.serviceable || !data.estimatedDelivery) return <span className={styles.notServed}>{DELIVERY_TEXT.notServed(pin)}</span>
  return (
    <span className={styles.served}>
      <span className={styles.place}>{SHIPPING_TEXTS.place(data)}: </span>
      {DELIVERY_TEXT.deliveryBy(formatDeliveryDate(data.estimatedDelivery.to))}
      <span className={styles.cod}>{data.cod ? DELIVERY_TEXT.cod : DELIVERY_TEXT.noCod}</span>
    </span>
  )
}
