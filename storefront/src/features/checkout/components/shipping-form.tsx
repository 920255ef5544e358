import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { SelectField, TextField } from "@/components/ui/fields"
import { isApiError } from "@/lib/api"
import { INDIAN_STATES } from "@/lib/indian-states"
import { PIN_PATTERN, pincodeQueryOptions } from "@/lib/pincodes"
import type { ShippingAddress } from "../types"
import { CheckoutFieldset } from "./checkout-fieldset"
import styles from "./shipping-form.module.css"
import { SHIPPING_TEXTS } from "@sugandh/contract"

type Props = {
  value: ShippingAddress
  onChange: (next: ShippingAddress) => void
  disabled?: boolean
}

type TextKey = Exclude<keyof ShippingAddress, "state">

const FIELDS: Array<{
  key: TextKey
  label: string
  autoComplete: string
  type?: string
  inputMode?: "numeric" | "tel"
  wide?: boolean
}> = [
  { key: "name", label: "Full name", autoComplete: "name", wide: true },
  { key: "street", label: "Street address", autoComplete: "street-address", wide: true },
  { key: "zipCode", label: "PIN code", autoComplete: "postal-code", inputMode: "numeric" },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "phone", label: "Phone", autoComplete: "tel", type: "tel", inputMode: "tel" },
]

export { SHIPPING_TEXTS }

/**
 * The shipping address; every field is required (requirements CHK-02). A complete PIN is
 * looked up: it fills the state (from the list of states and union
 * territories, never free text) and the city with the district (an empty
 * city, one the form filled from an earlier PIN, or one of another state; a
 * city the shopper typed for this state stays), and says when we do not
 * deliver there. The server checks the same again.
 */
export function ShippingForm({ value, onChange, disabled }: Props) {
  const pin = value.zipCode.trim()
  const lookup = useQuery({ ...pincodeQueryOptions(pin), enabled: PIN_PATTERN.test(pin) })
  const latest = useRef({ value, onChange })
  latest.current = { value, onChange }
  // The district this form last put in City: a city still equal to it was not typed by the shopper.
  const filledCity = useRef<string | null>(null)

  // A new answer for the PIN typed: the state follows it, and the city unless the shopper typed one for that state.
  useEffect(() => {
    const answer = lookup.data
    const { value: current, onChange: change } = latest.current
    if (!answer || answer.pin !== current.zipCode.trim()) return
    const typedCity = current.city.trim() !== "" && current.city !== filledCity.current && current.state === answer.state
    const city = typedCity ? current.city : answer.district
    if (current.state === answer.state && current.city === city) return
    filledCity.current = city === answer.district ? answer.district : filledCity.current
    change({ ...current, state: answer.state, city })
  }, [lookup.data])

  const pinHint = lookup.data && lookup.data.pin === pin && lookup.data.serviceable ? SHIPPING_TEXTS.place(lookup.data) : undefined
  const pinError =
    lookup.isError && isApiError(lookup.error) && lookup.error.status < 500
      ? lookup.error.message
      : lookup.data && lookup.data.pin === pin && !lookup.data.serviceable
        ? SHIPPING_TEXTS.notServed(pin)
        : null

  return (
    <CheckoutFieldset legend="Shipping Address" disabled={disabled}>
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            className={field.wide ? styles.wide : undefined}
            name={field.key}
            type={field.type ?? "text"}
            inputMode={field.inputMode}
            autoComplete={`shipping ${field.autoComplete}`}
            value={value[field.key]}
            onChange={(e) => onChange({ ...value, [field.key]: e.target.value })}
            required
            aria-required="true"
            {...(field.key === "zipCode" ? { maxLength: 6, hint: pinHint, error: pinError } : {})}
          />
        ))}
        <SelectField
          label="State"
          name="state"
          autoComplete="shipping address-level1"
          value={value.state}
          onChange={(e) => onChange({ ...value, state: e.target.value })}
          required
          aria-required="true"
        >
          <option value="">{SHIPPING_TEXTS.chooseState}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>
    </CheckoutFieldset>
  )
}
