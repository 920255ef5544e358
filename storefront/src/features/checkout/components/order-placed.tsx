import { Icon } from "@/components/ui/icon"
import { cx } from "@/components/ui/cx"
import type { PlaceOrderAnswer } from "../types"
import { PaymentInstructions } from "./payment-instructions"
import styles from "./checkout-view.module.css"

/** After Place Order: the order's number, what it waits for, and how to pay (the page then goes to the orders). */
export function OrderPlaced({ placed }: { placed: PlaceOrderAnswer }) {
  return (
    <div className={cx("page page--narrow", styles.done)} data-testid="order-placed">
      <div className={styles.doneHead}>
        <span className={styles.doneIcon} aria-hidden="true">
          <Icon name="check" size={34} strokeWidth={2.2} />
        </span>
        <h1 className="page__title">Order placed!</h1>
        <p className="page-heading__text">
          {placed.payment.method === "cod" ? (
            <>
              Order <strong>{placed.order.orderNumber}</strong> is waiting for your confirmation. Taking you to your orders…
            </>
          ) : (
            <>
              Order <strong>{placed.order.orderNumber}</strong> is waiting for your payment. Taking you to your orders…
            </>
          )}
        </p>
      </div>
      <PaymentInstructions orderNumber={placed.order.orderNumber} payment={placed.payment} whatsappUrl={placed.whatsappUrl} />
    </div>
  )
}
