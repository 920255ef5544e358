import { useId, type ReactNode } from "react"
import { DownloadInvoiceButton } from "@/components/invoice/download-invoice-button"
import { formatPrice } from "@/lib/format-price"
import { GatewayPayments } from "./gateway-payments"
import type { Order } from "@sugandh/contract"
import styles from "./order-contents.module.css"

/** What the shopper's and the operator's orders have in common (GET /api/auth/orders, /api/admin/orders). */
type OrderContentsOrder = Pick<
  Order,
  | "_id"
  | "orderNumber"
  | "orderStatus"
  | "paymentMethod"
  | "paymentStatus"
  | "subtotal"
  | "shipping"
  | "discount"
  | "tax"
  | "total"
  | "couponCode"
  | "items"
  | "shippingAddress"
> &
  // Rows shown only when there is something to show (a gift wrap, a COD fee, money paid or refunded, a gateway payment).
  Partial<
    Pick<
      Order,
      | "giftWrap"
      | "giftMessage"
      | "codFee"
      | "amountPaid"
      | "amountDue"
      | "amountRefunded"
      | "shippedAt"
      | "gatewayPaymentId"
      | "gatewayPayments"
    >
  >

type Props = {
  order: OrderContentsOrder
  /** Where the order's documents are: "/auth/orders" for the shopper, "/admin/orders" for the operator. */
  documentsPath: "/auth/orders" | "/admin/orders"
  /** Rows after Method that only one side shows (the operator's payment status and reference). */
  paymentRows?: ReactNode
}

/** The shop has (or had) the money: the invoice exists. */
const PAID_STATUSES = ["paid", "awaiting-difference", "partially-refunded", "refunded"]
const PAYMENT_METHODS: Record<string, string> = {
  online: "Paid online",
  "qr-code": "UPI / QR Code",
  "bank-transfer": "Bank Transfer",
  cod: "Cash on Delivery",
}

/** An order's items, shipping address, payment and totals, with its GST invoice and credit note. */
export function OrderContents({ order, documentsPath, paymentRows }: Props) {
  const a = order.shippingAddress
  const id = useId()
  const documents = `${documentsPath}/${encodeURIComponent(order._id)}`
  // The GST invoice is issued when the payment is confirmed; for cash on delivery when the order ships.
  const invoiced = order.paymentMethod === "cod" ? !!order.shippedAt : PAID_STATUSES.includes(order.paymentStatus)
  const codFee = order.codFee ?? 0
  const wrapped = (order.giftWrap ?? 0) > 0
  return (
    <>
      <section aria-labelledby={`${id}-items`}>
        <h3 id={`${id}-items`} className={styles.heading}>
          Items
        </h3>
        <ul role="list" className={styles.items}>
          {order.items.map((item, i) => (
            <li key={`${item.productId}-${i}`} className={styles.item}>
              <span>
                {item.name} <span className={styles.muted}>× {item.quantity}</span>
              </span>
              <span>{formatPrice(item.price * item.quantity)}</span>
            </li>
          ))}
          {wrapped && (
            <li className={styles.item} data-testid="order-gift-wrap">
              <span>Gift wrap</span>
              <span>{formatPrice(order.giftWrap)}</span>
            </li>
          )}
          {codFee > 0 && (
            <li className={styles.item} data-testid="order-cod-fee">
              <span>Cash on delivery fee</span>
              <span>{formatPrice(codFee)}</span>
            </li>
          )}
        </ul>
        {/* What goes on the card: the packer reads it here (the operator's order details are the packing view). */}
        {wrapped && order.giftMessage && (
          <p className={styles.giftMessage} data-testid="order-gift-message">
            <span className={styles.muted}>Gift message:</span> “{order.giftMessage}”
          </p>
        )}
      </section>

      <div className={styles.grid}>
        <section aria-labelledby={`${id}-address`}>
          <h3 id={`${id}-address`} className={styles.heading}>
            Shipping address
          </h3>
          <address className={styles.address}>
            {a.name}
            <br />
            {a.street}
            <br />
            {a.city}, {a.state} {a.zipCode}
            <br />
            Phone: {a.phone}
          </address>
        </section>
        <section aria-labelledby={`${id}-payment`}>
          <h3 id={`${id}-payment`} className={styles.heading}>
            Payment
          </h3>
          <dl className={styles.totals}>
            <div>
              <dt>Method</dt>
              <dd>{order.paymentMethod ? PAYMENT_METHODS[order.paymentMethod] : "—"}</dd>
            </div>
            {order.gatewayPaymentId && (
              <div>
                <dt>Payment ID</dt>
                <dd>{order.gatewayPaymentId}</dd>
              </div>
            )}
            {paymentRows}
            {documentsPath === "/admin/orders" && order.gatewayPayments && <GatewayPayments payments={order.gatewayPayments} />}
            <div>
              <dt>Subtotal</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
            </div>
            {wrapped && (
              <div>
                <dt>Gift wrap</dt>
                <dd>{formatPrice(order.giftWrap)}</dd>
              </div>
            )}
            {codFee > 0 && (
              <div>
                <dt>Cash on delivery fee</dt>
                <dd>{formatPrice(codFee)}</dd>
              </div>
            )}
            {order.discount > 0 && (
              <div>
                <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
                <dd>-{formatPrice(order.discount)}</dd>
              </div>
            )}
            <div>
              <dt>Shipping</dt>
              <dd>{order.shipping === 0 ? "FREE" : formatPrice(order.shipping)}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total</dt>
              <dd>{formatPrice(order.total)}</dd>
            </div>
            {/* After a refund, a return, an exchange or a claim: what was paid, given back and is still owed (Medusa's summary). */}
            {(order.amountRefunded ?? 0) > 0 && (
              <>
                <div>
                  <dt>Paid</dt>
                  <dd>{formatPrice(order.amountPaid ?? 0)}</dd>
                </div>
                <div>
                  <dt>Refunded</dt>
                  <dd>{formatPrice(order.amountRefunded ?? 0)}</dd>
                </div>
              </>
            )}
            {(order.amountDue ?? 0) > 0 && (order.amountPaid ?? 0) > 0 && (
              <div>
                <dt>Still to pay</dt>
                <dd>{formatPrice(order.amountDue ?? 0)}</dd>
              </div>
            )}
            {order.tax > 0 && (
              <div className={styles.tax} data-testid="order-gst">
                <dt>{`Inclusive of GST ${formatPrice(order.tax)}`}</dt>
                <dd />
              </div>
            )}
          </dl>
          {invoiced && <DownloadInvoiceButton path={`${documents}/invoice`} orderNumber={order.orderNumber} />}
          {/* Cancelling an invoiced order issues a credit note. */}
          {invoiced && order.orderStatus === "cancelled" && (
            <DownloadInvoiceButton kind="credit-note" path={`${documents}/credit-note`} orderNumber={order.orderNumber} />
          )}
        </section>
      </div>
    </>
  )
}
