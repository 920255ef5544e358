import type { ReactNode } from "react"
import type { PaymentMethod } from "../types"
import { Icon } from "@/components/ui/icon"

type Props = { value: PaymentMethod; onChange: (method: PaymentMethod) => void; disabled?: boolean }

const METHODS: Array<{ id: PaymentMethod; label: string; text: string; icon: ReactNode }> = [
  { id: "qr-code", label: "QR Code", text: "Pay with any UPI app (GPay, PhonePe, Paytm) by scanning a QR code.", icon: <Icon name="qr" /> },
  { id: "bank-transfer", label: "Bank Transfer", text: "Transfer the amount to our bank account (NEFT / IMPS).", icon: <Icon name="bank" /> },
]

/** QR Code or Bank Transfer; cards and cash on delivery are not offered. */
export function PaymentMethodChoice({ value, onChange, disabled }: Props) {
  return (
    <fieldset className="checkout-fieldset" disabled={disabled}>
      <legend className="panel__title">Payment Method</legend>
      <div className="payment-options">
        {METHODS.map((method) => (
          <label key={method.id} className={`payment-option${value === method.id ? " payment-option--selected" : ""}`}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.id}
              checked={value === method.id}
              onChange={() => onChange(method.id)}
            />
            <span className="payment-option__icon" aria-hidden="true">
              {method.icon}
            </span>
            <span className="payment-option__body">
              <span className="payment-option__label">{method.label}</span>
              <span className="payment-option__text">{method.text}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="checkout-note">After placing the order, pay and send the payment screenshot on WhatsApp.</p>
    </fieldset>
  )
}
