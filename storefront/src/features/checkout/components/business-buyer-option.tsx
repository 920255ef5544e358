import { TextField } from "@/components/ui/fields"
import { CheckoutFieldset } from "./checkout-fieldset"
import styles from "./gift-wrap-option.module.css"

type Value = { chosen: boolean; gstin: string; name: string }

/**
 * "Business purchase": a registered buyer's GSTIN and business name, printed
 * on a B2B tax invoice (the input tax credit needs them). The server checks
 * the GSTIN (length, state code, PAN, check character) and names the field it refuses.
 */
export function BusinessBuyerOption({ value, onChange, disabled }: { value: Value; onChange: (next: Value) => void; disabled?: boolean }) {
  return (
    <CheckoutFieldset legend="GST Invoice" disabled={disabled}>
      <label className={styles.choice}>
        <input type="checkbox" checked={value.chosen} onChange={(e) => onChange({ ...value, chosen: e.target.checked })} />
        <span>
          <span className={styles.label}>Business purchase</span>
          <span className={styles.text}>Add your GSTIN to get a B2B tax invoice.</span>
        </span>
      </label>
      {value.chosen && (
        <>
          <TextField
            label="GSTIN"
            required
            maxLength={15}
            autoCapitalize="characters"
            placeholder="27ABCDE1234F1Z5"
            value={value.gstin}
            onChange={(e) => onChange({ ...value, gstin: e.target.value.toUpperCase() })}
          />
          <TextField
            label="Business name"
            required
            maxLength={100}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
        </>
      )}
    </CheckoutFieldset>
  )
}
