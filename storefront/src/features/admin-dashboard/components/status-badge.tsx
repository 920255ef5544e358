import type { OrderStatus } from "../types"
import { STATUS_LABELS } from "../utils/order-status"

/** The spec's badge colours: pending orange, processing blue, shipped dark orange, delivered green, cancelled red. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`admin-badge admin-badge--${status}`} data-testid="admin-order-status" data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </span>
  )
}
