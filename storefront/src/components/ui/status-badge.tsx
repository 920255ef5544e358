import { STATUS_LABELS, type OrderStatus } from "@/lib/order-status"
import styles from "./status-badge.module.css"

/** An order's status as a coloured pill (requirements ORD-06): pending orange, processing blue, shipped dark orange, delivered green, cancelled red. */
export function StatusBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ""}`} data-testid={testId} data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </span>
  )
}
