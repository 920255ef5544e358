import type { Order } from "../types"
import { cancelState } from "../utils/order-rules"

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
    <div className="order-actions">
      {onDetails && (
        <button type="button" className="button button--ghost button--small" onClick={onDetails}>
          View Details
        </button>
      )}
      {cancel.show && (
        <button type="button" className="button button--danger button--small" onClick={onCancel}>
          Cancel Order
        </button>
      )}
      {order.orderStatus === "shipped" && (
        <button type="button" className="button button--primary button--small" onClick={onTrack}>
          Track Order
        </button>
      )}
      {order.orderStatus === "delivered" && (
        <button type="button" className="button button--primary button--small" onClick={onReorder} disabled={reordering}>
          {reordering ? "Adding to Cart..." : "Reorder"}
        </button>
      )}
      {cancel.reason && <p className="order-actions__note">{cancel.reason}</p>}
    </div>
  )
}
