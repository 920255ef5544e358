import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import type { TrackAnswer } from "@sugandh/contract"
import { TrackPage } from "./track-page"

const tracking: TrackAnswer = {
  orderNumber: "ORD-1001",
  status: "out_for_delivery",
  estimatedDelivery: "2026-12-05",
  courier: "Delhivery Surface",
  awb: "321055706540",
  trackingUrl: "https://shiprocket.co/tracking/321055706540",
  steps: [
    { status: "placed", at: "2026-11-28T10:00:00.000Z" },
    { status: "confirmed", at: "2026-11-28T11:00:00.000Z" },
    { status: "shipped", at: "2026-11-29T09:00:00.000Z" },
    { status: "out_for_delivery", at: "2026-12-01T03:42:40.000Z" },
  ],
  scans: [
    { at: "2026-12-01T03:42:40.000Z", location: "Bangalore_Koramangala_D (Karnataka)", description: "Dispatched - Out for delivery" },
  ],
}

function renderPage(props: Parameters<typeof TrackPage>[0]) {
  const Stub = createRoutesStub([{ path: "/track", Component: () => <TrackPage {...props} />, action: () => null }])
  return render(<Stub initialEntries={["/track"]} />)
}

describe("TrackPage", () => {
  it("is a plain POST form with the e-mail link's order number filled in (works before hydration)", () => {
    const { container } = renderPage({ orderNumber: "ORD-1001" })
    const form = container.querySelector("form")!
    expect(form.getAttribute("method")).toBe("post")
    expect(screen.getByLabelText(/Order number/)).toHaveProperty("value", "ORD-1001")
    expect(screen.getByLabelText(/Phone number or e-mail/)).toHaveProperty("name", "contact")
  })

  it("shows the steps, the courier and its scans in Indian time", () => {
    renderPage({ orderNumber: "ORD-1001", result: { tracking } })
    expect(screen.getByText("Out for delivery", { selector: "strong" })).toBeTruthy()
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringContaining("Placed"),
      expect.stringContaining("Confirmed"),
      expect.stringContaining("Shipped"),
      expect.stringContaining("Out for delivery"),
      expect.stringContaining("Dispatched - Out for delivery"),
    ])
    expect(screen.getByText(/Delhivery Surface, AWB 321055706540/)).toBeTruthy()
    expect(screen.getAllByText(/1 Dec 2026, 9:12 am/i).length).toBeGreaterThan(0)
  })

  it("shows the one message for an order it cannot find", () => {
    renderPage({ orderNumber: "ORD-1001", result: { error: "We could not find an order with that number and phone number or e-mail" } })
    expect(screen.getByRole("alert").textContent).toContain("could not find an order")
  })
})
