import { useEffect, useState } from "react"
import { formatPrice } from "@/lib/format-price"
import { useConfig } from "@/lib/config"
import { hoursText } from "@/lib/shop-facts"
import type { PaymentInstructions as Instructions } from "../types"
import { buttonClass } from "@/components/ui/button"
import { DetailRow } from "@/components/ui/detail-row"
import styles from "./payment-instructions.module.css"

type Props = {
  orderNumber: string
  payment: Instructions
  whatsappUrl: string
}

/**
 * How to pay the order: the UPI QR code drawn from the server's upi:// link
 * (amount and order number inside), or the bank details; then the WhatsApp
 * message with the screenshot.
 */
export function PaymentInstructions({ orderNumber, payment, whatsappUrl }: Props) {
  const { data: config } = useConfig()
  if (payment.method === "online") {
    return (
      <section className={styles.box} aria-labelledby="payment-box-title" data-testid="payment-instructions">
        <h2 id="payment-box-title" className={styles.title}>
          Paid {formatPrice(payment.amount)} online for order {orderNumber}
        </h2>
        <p>
          Your payment is received{payment.gatewayPaymentId ? ` (payment ${payment.gatewayPaymentId})` : ""} and the order is confirmed. The
          invoice is in My Orders and your e-mail.
        </p>
      </section>
    )
  }
  if (payment.method === "cod") {
    const hours = config?.cod?.confirmHours
    return (
      <section className={styles.box} aria-labelledby="payment-box-title" data-testid="payment-instructions">
        <h2 id="payment-box-title" className={styles.title}>
          Pay {formatPrice(payment.amount)} in cash on delivery
        </h2>
        <ol className={styles.steps}>
          <li>Confirm order {orderNumber} with the Confirm order button in My Orders or the link in your e-mail.</li>
          <li>
            We ship it once it is confirmed; an order not confirmed{hours ? ` within ${hoursText(hours)} of placing it` : ""} is cancelled
            automatically.
          </li>
          <li>
            Pay the courier {formatPrice(payment.amount)} in cash (COD fee {formatPrice(payment.codFee)} included).
          </li>
        </ol>
      </section>
    )
  }
  return (
    <section className={styles.box} aria-labelledby="payment-box-title" data-testid="payment-instructions">
      <h2 id="payment-box-title" className={styles.title}>
        Pay {formatPrice(payment.amount)} for order {orderNumber}
      </h2>
      {payment.method === "qr-code" ? <UpiQr payment={payment} /> : <BankDetails payment={payment} orderNumber={orderNumber} />}
      <ol className={styles.steps}>
        <li>
          {payment.method === "qr-code"
            ? "Scan the QR code with any UPI app (on your phone: tap Pay with a UPI app) and pay the exact amount."
            : "Transfer the exact amount to the account above."}
        </li>
        <li>Take a screenshot of the successful payment.</li>
        <li>Send it to us on WhatsApp with your order number. We confirm your order as soon as we see it.</li>
      </ol>
      <a className={buttonClass({ variant: "whatsapp", block: true })} href={whatsappUrl} target="_blank" rel="noopener noreferrer">
        Send payment screenshot on WhatsApp
      </a>
    </section>
  )
}

function UpiQr({ payment }: { payment: Extract<Instructions, { method: "qr-code" }> }) {
  const [image, setImage] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    // Loaded on demand: only shoppers who pay by QR download the encoder.
    import("qrcode")
      .then(({ default: QRCode }) => QRCode.toDataURL(payment.upiUri, { width: 240, margin: 2, errorCorrectionLevel: "M" }))
      .then((url) => !cancelled && setImage(url))
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [payment.upiUri])

  return (
    <div className={styles.qr}>
      {image ? (
        <img
          src={image}
          width={240}
          height={240}
          alt={`UPI QR code to pay ${formatPrice(payment.amount)} to ${payment.payeeName}`}
          data-testid="upi-qr"
          data-upi-uri={payment.upiUri}
        />
      ) : (
        <div className={styles.qrPlaceholder} role="status">
          {failed ? "The QR code could not be drawn. Use the UPI ID below." : "Preparing QR code…"}
        </div>
      )}
      <dl className={styles.details}>
        <DetailRow term="UPI ID">{payment.upiId}</DetailRow>
        <DetailRow term="Payee">{payment.payeeName}</DetailRow>
        <DetailRow term="Amount">{formatPrice(payment.amount)}</DetailRow>
      </dl>
      {/* The same upi:// URI as the QR. On phones it comes first (the QR cannot be scanned by the phone showing it); on larger screens the QR leads. */}
      <a className={buttonClass({ className: styles.upiApp })} href={payment.upiUri} data-testid="upi-app-link">
        Pay with a UPI app
      </a>
    </div>
  )
}

function BankDetails({ payment, orderNumber }: { payment: Extract<Instructions, { method: "bank-transfer" }>; orderNumber: string }) {
  const { bankDetails } = payment
  return (
    <dl className={styles.details} data-testid="bank-details">
      <DetailRow term="Account name">{bankDetails.accountName}</DetailRow>
      <DetailRow term="Account number">{bankDetails.accountNumber}</DetailRow>
      <DetailRow term="IFSC">{bankDetails.ifsc}</DetailRow>
      <DetailRow term="Bank">{bankDetails.bankName}</DetailRow>
      <DetailRow term="Amount">{formatPrice(payment.amount)}</DetailRow>
      <DetailRow term="Reference">{payment.reference || orderNumber}</DetailRow>
    </dl>
  )
}
