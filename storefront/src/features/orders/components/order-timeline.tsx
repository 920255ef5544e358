import type { OrderStatus } from "../types"
import { timeline } from "../utils/order-rules"

/** Order Placed → Processing → Shipped → Delivered; a cancelled order completes none. */
export function OrderTimeline({ status }: { status: OrderStatus }) {
  const steps = timeline(status)
  return (
    <ol className={`timeline${status === "cancelled" ? " timeline--cancelled" : ""}`} aria-label="Order progress">
      {steps.map((step) => (
        <li
          key={step.status}
          className={`timeline__step${step.completed ? " timeline__step--done" : ""}`}
          aria-current={step.current ? "step" : undefined}
          data-completed={step.completed}
        >
          <span className="timeline__dot" aria-hidden="true">
            {step.completed ? "✓" : ""}
          </span>
          <span className="timeline__label">
            {step.label}
            <span className="visually-hidden">{step.completed ? " (completed)" : " (not yet)"}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
