import type { ReactNode } from "react"
import type { PaymentMethod } from "../types"
import { Icon } from "@/components/ui/icon"
import { cx } from "@/components/ui/cx"
import { formatPrice } from "@/lib/format-price"
import { CheckoutFieldset } from "./checkout-fieldset"
import { CHECKOUT_TEXTS } from "../utils/shipping"
import styles from "./payment-method.module.css"

/** Cash on delivery as checkout offers it: its fee, and why it cannot be chosen now (null when it can). */
export type CodChoice = { fee: number; unavailable: string | null }

type Props = {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  disabled?: boolean
  cod?: CodChoice | null
  /** The shop takes payments online (the server's config): that method comes first. */
  online?: boolean
}

type MethodCard = { id: PaymentMethod; label: string; text: string; icon: ReactNode; unavailable?: string | null }

const ONLINE: MethodCard = {
  id: "online",
  label: CHECKOUT_TEXTS.payOnline,
  text: "Pay now with any UPI app, a card or netbanking through Razorpay; the order is confirmed at once.",
  icon: <Icon name="lock" />,
}

const PREPAID: MethodCard[] = [
  { id: "qr-code", label: "QR Code", text: "Pay with any UPI app (GPay, PhonePe, Paytm) by scanning a QR code.", icon: <Icon name="qr" /> },
  {
    id: "bank-transfer",
    label: "Bank Transfer",
    text: "Transfer the amount to our bank account (NEFT / IMPS).",
    icon: <Icon name="bank" />,
  },
]

/**
 * QR Code, Bank Transfer or Cash on Delivery (with its fee shown before it is
 * chosen, greyed out with the reason when the PIN or the total refuses it).
 */
export function PaymentMethodChoice({ value, onChange, disabled, cod, online }: Props) {
  const prepaid = online ? [ONLINE, ...PREPAID] : PREPAID
  const methods: MethodCard[] = cod
    ? [
        ...prepaid,
        {
          id: "cod",
          label: "Cash on Delivery",
          text: `Pay in cash when the parcel arrives. COD fee ${formatPrice(cod.fee)}; we confirm the order with you first.`,
          icon: <Icon name="bag" />,
          unavailable: cod.unavailable,
        },
      ]
    : prepaid
  return (
    <CheckoutFieldset legend="Payment Method" disabled={disabled}>
      <div className={styles.options}>
        {methods.map((method) => {
          const reasonId = method.unavailable ? `payment-${method.id}-reason` : undefined
          return (
            <label
              key={method.id}
              className={cx(styles.option, value === method.id && styles.selected, method.unavailable && styles.unavailable)}
              data-testid={`payment-${method.id}`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method.id}
                checked={value === method.id}
                disabled={!!method.unavailable}
                aria-describedby={reasonId}
                onChange={() => onChange(method.id)}
              />
              <span className={styles.icon} aria-hidden="true">
                {method.icon}
              </span>
              <span className={styles.body}>
                <span className={styles.label}>{method.label}</span>
                <span className={styles.text}>{method.text}</span>
                {method.unavailable && (
                  <span id={reasonId} className={styles.reason}>
                    {method.unavailable}
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
      <p className={styles.note}>
        {value === "cod"
          ? "After placing the order, confirm it with one tap (from My Orders or the e-mail). Pay the courier in cash on delivery."
          : value === "online"
            ? "Razorpay's secure window opens to take the payment; your order is placed as soon as it is paid."
            : "After placing the order, pay and send the payment screenshot on WhatsApp."}
      </p>
    </CheckoutFieldset>
  )
}
