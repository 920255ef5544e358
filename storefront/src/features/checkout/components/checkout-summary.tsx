import { OrderSummary } from "@/components/order-summary/order-summary"
import { Alert, FormAlert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { BusyText } from "@/components/ui/spinner"
import { formatPrice } from "@/lib/format-price"
import type { Checkout } from "../hooks/use-checkout"
import type { CheckoutItem } from "../types"
import { CHECKOUT_TEXTS } from "../utils/shipping"
import { CouponBox } from "./coupon-box"
import { VerifyEmailNotice } from "./verify-email-notice"
import styles from "./checkout-view.module.css"

type Props = { checkout: Checkout; items: CheckoutItem[]; accountEmail: string | null }

/** Checkout's Order Summary: the items, the coupon box, the totals shown and sent, and Place Order. */
export function CheckoutSummary({ checkout, items, accountEmail }: Props) {
  const { coupon, order, totals, method, config } = checkout
  const busy = order.sending
  return (
    <OrderSummary
      totals={totals}
      couponCode={coupon.applied?.code ?? null}
      updating={checkout.updating}
      actions={
        <>
          {order.totalsChanged !== null && (
            <Alert tone="warning" role="alert" testId="totals-changed">
              {order.totalsChanged || "Your order total has changed."} New total: {formatPrice(totals?.total)}
            </Alert>
          )}
          {order.error?.verifyEmail ? (
            <VerifyEmailNotice message={order.error.message} email={accountEmail} />
          ) : (
            order.error && <FormAlert message={order.error.message} details={order.error.details} />
          )}
          <Button block onClick={() => void order.place()} disabled={busy || !totals || coupon.checking} data-testid="place-order">
            <BusyText busy={busy} busyText={CHECKOUT_TEXTS.creating}>
              {order.totalsChanged !== null
                ? `Confirm and Place Order · ${formatPrice(totals?.total)}`
                : `Place Order · ${formatPrice(totals?.total)}`}
            </BusyText>
          </Button>
          <p className={styles.summaryNote}>
            {method === "cod"
              ? "Pay the courier in cash on delivery."
              : `Pay by ${method === "qr-code" ? "UPI QR code" : "bank transfer"} after placing the order.`}
          </p>
        </>
      }
    >
      <ul role="list" className={styles.items} aria-label="Items">
        {items.map((item) => (
          <li key={item.productId} className={styles.item}>
            <span>
              {item.name} <span className={styles.qty}>× {item.quantity}</span>
            </span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <CouponBox
        applied={coupon.applied}
        checking={coupon.checking}
        error={coupon.error}
        disabled={busy}
        suggestion={config?.festivalCode}
        onApply={(code) => void coupon.apply(code)}
        onRemove={() => void coupon.remove()}
      />
    </OrderSummary>
  )
}
