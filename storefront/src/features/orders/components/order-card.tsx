import { formatPrice } from "@/lib/format-price"
import type { Order } from "../types"
import { formatOrderDate } from "../utils/order-rules"
import { OrderActions } from "./order-actions"
import { OrderPayment } from "./order-payment"
import { StatusBadge } from "@/components/ui/status-badge"
import styles from "./order-card.module.css"
import { ProductThumbnail } from "@/components/product-thumbnail"

type Props = {
  order: Order
  onDetails: () => void
  onCancel: () => void
  onTrack: () => void
  onReorder: () => void
  reordering: boolean
  /** Opens the payment instructions of a pending order. */
  onShowInstructions?: () => void
}

export function OrderCard({ order, onShowInstructions, ...actions }: Props) {
  const count = order.items.reduce((sum, i) => sum + i.quantity, 0)
  return (
    <article className={styles.card} data-testid="order-card" data-order-id={order._id} data-order-number={order.orderNumber}>
      <header className={styles.head}>
        <div>
          <h2 className={styles.number}>Order {order.orderNumber}</h2>
          <p className={styles.date}>Placed on {formatOrderDate(order.createdAt)}</p>
        </div>
        <StatusBadge status={order.orderStatus} testId="order-status" />
      </header>
      <div className={styles.body}>
        <ul role="list" className={styles.thumbs} aria-label="Items">
          {order.items.slice(0, 4).map((item) => (
            <li key={item.productId}>
              <ProductThumbnail src={item.image} size={56} alt={item.name} title={`${item.name} × ${item.quantity}`} />
            </li>
          ))}
          {order.items.length > 4 && <li className={styles.more}>+{order.items.length - 4}</li>}
        </ul>
        <div className={styles.summary}>
          <p className={styles.items}>
            {count} {count === 1 ? "item" : "items"}
          </p>
          <p className={styles.total}>{formatPrice(order.total)}</p>
        </div>
      </div>
      <OrderPayment order={order} onShowInstructions={onShowInstructions} />
      <OrderActions order={order} {...actions} />
    </article>
  )
}
