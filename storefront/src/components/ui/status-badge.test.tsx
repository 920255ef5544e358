import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ORDER_STATUSES, STATUS_LABELS } from "@/lib/order-status"
import { StatusBadge } from "./status-badge"

describe("StatusBadge", () => {
  it.each(ORDER_STATUSES)("names the %s status with the spec's label and keeps it in data-status", (status) => {
    render(<StatusBadge status={status} testId="order-status" />)
    const badge = screen.getByTestId("order-status")
    expect(badge).toHaveTextContent(STATUS_LABELS[status])
    expect(badge).toHaveAttribute("data-status", status)
  })
})
