import type { OrderStatus } from "../types"
import { STATUS_LABELS } from "../utils/order-rules"

/** Badge colours (spec): pending orange, processing blue, shipped dark orange, delivered green, cancelled red. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`status-badge status-badge--${status}`} data-testid="order-status" data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </span>
  )
}
