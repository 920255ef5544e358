import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithProviders } from "@/testing/render"
import { OrderContents } from "./order-contents"

const ORDER = {
  _id: "order_1",
  orderNumber: "ORD-1001",
  orderStatus: "pending" as const,
  paymentMethod: "qr-code" as const,
  paymentStatus: "pending" as const,
  subtotal: 596,
  giftWrap: 49,
  giftMessage: "Happy Diwali, Amma!",
  shipping: 99,
  discount: 0,
  tax: 82.32,
  total: 744,
  couponCode: null,
  items: [{ productId: "P1", name: "Velvet Oud", image: null, category: "perfumes", quantity: 1, price: 299 }],
  shippingAddress: { name: "Asha Verma", street: "12 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001", phone: "9876543210" },
}

describe("OrderContents (the shopper's order and the operator's packing view)", () => {
  it("shows the gift wrap with its charge and the message for the card", () => {
    renderWithProviders(<OrderContents order={ORDER} documentsPath="/admin/orders" />)
    expect(screen.getByTestId("order-gift-wrap")).toHaveTextContent("Gift wrap₹49")
    expect(screen.getByTestId("order-gift-message")).toHaveTextContent("Gift message: “Happy Diwali, Amma!”")
    const totals = screen.getByText("Subtotal").closest("dl")!
    expect(within(totals).getByText("Gift wrap").nextSibling).toHaveTextContent("₹49")
  })

  it("a paid-online order shows the method and Razorpay's payment id; a manual one shows no payment id", () => {
    renderWithProviders(
      <OrderContents order={{ ...ORDER, paymentMethod: "online", gatewayPaymentId: "pay_29QQoUBi66xm2f" }} documentsPath="/admin/orders" />
    )
    expect(screen.getByText("Paid online")).toBeInTheDocument()
    expect(screen.getByText("Payment ID").nextSibling).toHaveTextContent("pay_29QQoUBi66xm2f")
  })

  it("the operator sees each gateway payment's capture and its refunds with their state", () => {
    const gatewayPayments = [
      {
        gatewayPaymentId: "pay_29QQoUBi66xm2f",
        capturedAmount: 560,
        refunds: [
          { id: "rfnd_1", amount: 200, state: "processed" as const, processedAt: "2026-11-21T04:00:00.000Z", medusaRefundId: "ref_1" },
          { id: "rfnd_2", amount: 60, state: "pending" as const, processedAt: null, medusaRefundId: null },
        ],
      },
    ]
    const order = { ...ORDER, paymentMethod: "online" as const, gatewayPaymentId: "pay_29QQoUBi66xm2f", gatewayPayments }
    const { unmount } = renderWithProviders(<OrderContents order={order} documentsPath="/admin/orders" />)
    expect(screen.getByText("Gateway payment").nextSibling).toHaveTextContent("pay_29QQoUBi66xm2f, captured ₹560")
    const refunds = screen.getAllByTestId("gateway-refund")
    expect(refunds[0]).toHaveTextContent("Refund rfnd_1₹200: Reached the shopper (21 Nov 2026, 9:30 am)")
    expect(refunds[1]).toHaveTextContent("Refund rfnd_2₹60: On its way")
    unmount()
    renderWithProviders(<OrderContents order={order} documentsPath="/auth/orders" />)
    expect(screen.queryByTestId("gateway-payment")).not.toBeInTheDocument()
  })

  it("the operator sees a gateway payment flagged for an amount the order did not ask (never captured)", () => {
    const flagged = "paid ₹1.00 INR, the order asked ₹697.00 INR"
    const gatewayPayments = [{ gatewayPaymentId: "pay_29QQoUBi66xm2f", capturedAmount: 0, flagged, refunds: [] }]
    const order = { ...ORDER, paymentMethod: "online" as const, gatewayPaymentId: "pay_29QQoUBi66xm2f", gatewayPayments }
    renderWithProviders(<OrderContents order={order} documentsPath="/admin/orders" />)
    expect(screen.getByTestId("gateway-payment-flag")).toHaveTextContent(`Check in RazorpayNot captured: ${flagged}`)
  })

  it("shows no payment id for a manual payment", () => {
    renderWithProviders(<OrderContents order={ORDER} documentsPath="/auth/orders" />)
    expect(screen.queryByText("Payment ID")).not.toBeInTheDocument()
  })

  it("says nothing of gift wrap on an order without it", () => {
    renderWithProviders(<OrderContents order={{ ...ORDER, giftWrap: 0, giftMessage: null }} documentsPath="/auth/orders" />)
    expect(screen.queryByText(/Gift/)).not.toBeInTheDocument()
  })

  it("after a return and its refund: the order as it is now, what was paid and what was refunded", () => {
    const returned = {
      ...ORDER,
      giftWrap: 0,
      giftMessage: null,
      subtotal: 299,
      total: 398,
      amountPaid: 398,
      amountRefunded: 299,
      amountDue: 0,
    }
    renderWithProviders(<OrderContents order={returned} documentsPath="/auth/orders" />)
    const totals = screen.getByText("Subtotal").closest("dl")!
    expect(within(totals).getByText("Paid").nextSibling).toHaveTextContent("₹398")
    expect(within(totals).getByText("Refunded").nextSibling).toHaveTextContent("₹299")
    expect(within(totals).queryByText("Still to pay")).not.toBeInTheDocument()
  })

  it("says what is still to pay when an exchange left money owed on a paid order", () => {
    const owed = {
      ...ORDER,
      giftWrap: 0,
      giftMessage: null,
      paymentStatus: "awaiting-difference" as const,
      amountPaid: 398,
      amountDue: 598,
    }
    renderWithProviders(<OrderContents order={owed} documentsPath="/auth/orders" />)
    expect(within(screen.getByText("Subtotal").closest("dl")!).getByText("Still to pay").nextSibling).toHaveTextContent("₹598")
  })
})
