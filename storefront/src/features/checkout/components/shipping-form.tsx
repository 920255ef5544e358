import { TextField } from "@/components/ui/fields"
import type { ShippingAddress } from "../types"
import { CheckoutFieldset } from "./checkout-fieldset"
import styles from "./shipping-form.module.css"

type Props = {
  value: ShippingAddress
  onChange: (next: ShippingAddress) => void
  disabled?: boolean
}

const FIELDS: Array<{
  key: keyof ShippingAddress
  label: string
  autoComplete: string
  type?: string
  inputMode?: "numeric" | "tel"
  wide?: boolean
}> = [
  { key: "name", label: "Full name", autoComplete: "name", wide: true },
  { key: "street", label: "Street address", autoComplete: "street-address", wide: true },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State", autoComplete: "address-level1" },
  { key: "zipCode", label: "PIN code", autoComplete: "postal-code", inputMode: "numeric" },
  { key: "phone", label: "Phone", autoComplete: "tel", type: "tel", inputMode: "tel" },
]

/** The shipping address; every field is required (spec). */
export function ShippingForm({ value, onChange, disabled }: Props) {
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
          />
        ))}
      </div>
    </CheckoutFieldset>
  )
}
