import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Order } from "../types"
import { configAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { OrderDetailModal } from "./order-detail-modal"

const ORDER: Order = {
  _id: "order_1",
  id: "order_1",
  orderNumber: "ORD-1002",
  createdAt: "2026-11-05T10:00:00Z",
  orderStatus: "pending",
  paymentMethod: "qr-code",
  paymentStatus: "pending",
  subtotal: 299,
  shipping: 99,
  discount: 0,
  tax: 0,
  total: 398,
  amountPaid: 0,
  amountDue: 398,
  amountRefunded: 0,
  gatewayPaymentId: null,
  gatewayPayments: [],
  giftWrap: 0,
  giftMessage: null,
  codFee: 0,
  codConfirmedAt: null,
  couponCode: null,
  items: [{ productId: "P1", name: "Rose Oud", image: null, category: "perfumes", quantity: 1, price: 299 }],
  shippingAddress: {
    name: "Meera Iyer",
    street: "14 Residency Road",
    city: "Bengaluru",
    state: "Karnataka",
    zipCode: "560025",
    phone: "9876543210",
  },
  trackingNumber: null,
  trackingUrl: null,
  courierShipment: null,
  estimatedDelivery: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  paymentReference: null,
  paymentReferenceAt: null,
  customerName: "Meera Iyer",
  customerEmail: "meera@example.com",
  userId: { _id: "cus_1", email: "meera@example.com" },
} as Order

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
