import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { AdminOrder } from "../types"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { ShipOrderDialog } from "./ship-order-dialog"
import { pincodeAnswer } from "@/testing/answers"

const ORDER = {
  _id: "order_1",
  orderNumber: "ORD-1001",
  shippingAddress: { name: "Lalit", street: "Police Bazar", city: "Shillong", state: "Meghalaya", zipCode: "793001", phone: "9876543210" },
} as AdminOrder

afterEach(() => vi.unstubAllGlobals())

describe("ShipOrderDialog", () => {
  it("prefills the estimated delivery from the order's delivery zone, not a fixed 5 days", async () => {
    mockFetch(({ url }) =>
      url === "/api/pincodes/793001"
        ? pincodeAnswer({
            pin: "793001",
            district: "East Khasi Hills",
            state: "Meghalaya",
            stateCode: "17",
            cod: false,
            deliveryDays: { min: 7, max: 10 },
            estimatedDelivery: { from: "2026-12-08", to: "2026-12-11" },
          })
        : undefined
    )
    const onSubmit = vi.fn()
    renderWithProviders(<ShipOrderDialog order={ORDER} busy={false} onSubmit={onSubmit} onCancel={() => undefined} />)
    const estimate = screen.getByLabelText(/Estimated delivery/)
    await waitFor(() => expect(estimate).toHaveValue("2026-12-11"))
    expect(estimate).toHaveAccessibleDescription("PIN 793001's delivery zone: 7–10 working days.")
    expect(document.body).not.toHaveTextContent(/5 days/)
    fireEvent.change(screen.getByLabelText(/Tracking number/), { target: { value: "AWB1" } })
    fireEvent.click(screen.getByRole("button", { name: "Ship Order" }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ trackingNumber: "AWB1", estimatedDelivery: "2026-12-11" }))
  })
})
