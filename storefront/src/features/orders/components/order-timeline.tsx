import type { OrderStatus } from "../types"
import { codTimeline, timeline } from "../utils/order-rules"
import { cx } from "@/components/ui/cx"
import styles from "./order-timeline.module.css"

/**
 * Order Placed → Processing → Shipped → Delivered; cash on delivery: Awaiting
 * confirmation → Confirmed → Shipped → Delivered → Paid. A cancelled order completes none.
 */
export function OrderTimeline({ status, cod }: { status: OrderStatus; cod?: { paid: boolean } }) {
  const steps: { status: string; label: string; completed: boolean; current: boolean }[] = cod
    ? codTimeline(status, cod.paid)
    : timeline(status)
  return (
    <ol className={cx(styles.timeline, status === "cancelled" && styles.cancelled)} aria-label="Order progress">
      {steps.map((step) => (
        <li
          key={step.status}
          className={cx(styles.step, step.completed && styles.stepDone)}
          aria-current={step.current ? "step" : undefined}
          data-completed={step.completed}
        >
          <span className={styles.dot} aria-hidden="true">
            {step.completed ? "✓" : ""}
          </span>
          <span>
            {step.label}
            <span className="visually-hidden">{step.completed ? " (completed)" : " (not yet)"}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
