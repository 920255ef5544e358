import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Order } from "../types"
import { configAnswer, orderAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { OrderDetailModal } from "./order-detail-modal"

const ORDER: Order = orderAnswer()

function show(order: Order) {
  mockFetch(({ url }) =>
    url.endsWith("/api/config") ? configAnswer({ cod: { fee: 49, tax: 7.47, maxOrder: 5000, confirmHours: 24 } }) : undefined
  )
  const noop = () => undefined
  renderWithProviders(
    <OrderDetailModal order={order} onClose={noop} onCancel={noop} onTrack={noop} onReorder={noop} reordering={false} />,
    {
      path: "/orders",
    }
  )
}

afterEach(() => vi.unstubAllGlobals())

describe("a pending order's note", () => {
  it("a UPI order: asks for the payment proof, and claims no WhatsApp message was sent", async () => {
    show(ORDER)
    const note = await screen.findByTestId("order-note")
    expect(note).toHaveTextContent("Once you have paid, send us the payment screenshot on WhatsApp")
    expect(note).toHaveTextContent("Your order will be confirmed by our team once your payment is verified.")
    expect(note).not.toHaveTextContent("was sent to us")
  })

  it("a cash on delivery order: asks for the shopper's confirmation within the hours, with no payment to verify", async () => {
    show({ ...ORDER, paymentMethod: "cod", paymentStatus: "awaiting-confirmation", codFee: 49, total: 447 } as Order)
    const note = await screen.findByTestId("order-note")
    expect(note).toHaveTextContent(/Please confirm this cash on delivery order/)
    await screen.findByText(/within 24 hours of placing it/)
    expect(note).not.toHaveTextContent(/WhatsApp|payment is verified/)
  })
})
