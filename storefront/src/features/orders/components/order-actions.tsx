import type { Order } from "../types"
import { cancelState } from "../utils/order-rules"
import { Button } from "@/components/ui/button"
import styles from "./order-actions.module.css"

type Props = {
  order: Order
  onDetails?: () => void
  onCancel: () => void
  onTrack: () => void
  onReorder: () => void
  reordering: boolean
}

/** Cancel on pending/processing (inside 2 h), Track Order on shipped, Reorder on delivered. */
export function OrderActions({ order, onDetails, onCancel, onTrack, onReorder, reordering }: Props) {
  const cancel = cancelState(order)
  return (
    <div className={styles.actions}>
      {onDetails && (
        <Button variant="ghost" size="small" onClick={onDetails}>
          View Details
        </Button>
      )}
      {cancel.show && (
        <Button variant="danger" size="small" onClick={onCancel}>
          Cancel Order
        </Button>
      )}
      {order.orderStatus === "shipped" && (
        <Button size="small" onClick={onTrack}>
          Track Order
        </Button>
      )}
      {order.orderStatus === "delivered" && (
        <Button size="small" onClick={onReorder} disabled={reordering}>
          {reordering ? "Adding to Cart..." : "Reorder"}
        </Button>
      )}
      {cancel.reason && <p className={styles.note}>{cancel.reason}</p>}
    </div>
  )
}
