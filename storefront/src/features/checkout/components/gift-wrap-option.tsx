import { TextAreaField } from "@/components/ui/fields"
import { formatPrice } from "@/lib/format-price"
import { CheckoutFieldset } from "./checkout-fieldset"
import styles from "./gift-wrap-option.module.css"

type Props = {
  /** The server's offer (GET /api/config): its price and the message's limit. */
  offer: { price: number; messageMaxLength: number }
  wrapped: boolean
  message: string
  onChange: (next: { wrapped: boolean; message: string }) => void
  disabled?: boolean
}

/** Counted as the shopper sees characters (an emoji is one), as the server counts them. */
export const messageLength = (text: string) => [...text].length

/** "Gift wrap (+₹49)" for the whole order, with an optional message for the card. */
export function GiftWrapOption({ offer, wrapped, message, onChange, disabled }: Props) {
  const used = messageLength(message)
  return (
    <CheckoutFieldset legend="Gift Wrap" disabled={disabled}>
      <label className={styles.choice}>
        <input type="checkbox" checked={wrapped} onChange={(e) => onChange({ wrapped: e.target.checked, message })} />
        <span>
          <span className={styles.label}>Gift wrap (+{formatPrice(offer.price)})</span>
          <span className={styles.text}>Your order arrives gift-wrapped, with a card carrying your message.</span>
        </span>
      </label>
      {wrapped && (
        <TextAreaField
          label="Gift message (optional)"
          hint={`${used}/${offer.messageMaxLength} characters`}
          value={message}
          rows={3}
          onChange={(e) => {
            // Never more than the limit: a paste is cut at the last whole character.
            const next = [...e.target.value].slice(0, offer.messageMaxLength).join("")
            onChange({ wrapped, message: next })
          }}
          placeholder="Happy Diwali! With love…"
          className={styles.message}
        />
      )}
    </CheckoutFieldset>
  )
}
