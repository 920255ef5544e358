import type { ReactNode } from "react"
import type { PaymentMethod } from "../types"
import { Icon } from "@/components/ui/icon"
import { cx } from "@/components/ui/cx"
import { CheckoutFieldset } from "./checkout-fieldset"
import styles from "./payment-method.module.css"

type Props = { value: PaymentMethod; onChange: (method: PaymentMethod) => void; disabled?: boolean }

const METHODS: Array<{ id: PaymentMethod; label: string; text: string; icon: ReactNode }> = [
  { id: "qr-code", label: "QR Code", text: "Pay with any UPI app (GPay, PhonePe, Paytm) by scanning a QR code.", icon: <Icon name="qr" /> },
  {
    id: "bank-transfer",
    label: "Bank Transfer",
    text: "Transfer the amount to our bank account (NEFT / IMPS).",
    icon: <Icon name="bank" />,
  },
]

/** QR Code or Bank Transfer; cards and cash on delivery are not offered. */
export function PaymentMethodChoice({ value, onChange, disabled }: Props) {
  return (
    <CheckoutFieldset legend="Payment Method" disabled={disabled}>
      <div className={styles.options}>
        {METHODS.map((method) => (
          <label key={method.id} className={cx(styles.option, value === method.id && styles.selected)}>
            <input type="radio" name="paymentMethod" value={method.id} checked={value === method.id} onChange={() => onChange(method.id)} />
            <span className={styles.icon} aria-hidden="true">
              {method.icon}
            </span>
            <span className={styles.body}>
              <span className={styles.label}>{method.label}</span>
              <span className={styles.text}>{method.text}</span>
            </span>
          </label>
        ))}
      </div>
      <p className={styles.note}>After placing the order, pay and send the payment screenshot on WhatsApp.</p>
    </CheckoutFieldset>
  )
}
