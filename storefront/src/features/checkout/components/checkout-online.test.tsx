import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { configAnswer, orderAnswer, pincodeAnswer } from "@/testing/answers"
import { ADDRESS, renderCheckout } from "../test/render-checkout"

const CART_TOTALS = { subtotal: 299, shipping: 99, discount: 0, tax: 60.82, total: 398 }
const ONLINE_CONFIG = configAnswer({ onlinePayment: { provider: "razorpay", keyId: "rzp_test_1DP5mmOlF5G5ag" } })
const START = {
  success: true,
  provider: "razorpay",
  keyId: "rzp_test_1DP5mmOlF5G5ag",
  orderId: "order_Test0000000001",
  amount: 39800,
  currency: "INR",
  name: "Sugandh",
  prefill: { name: ADDRESS.name, email: "asha@example.com", contact: ADDRESS.phone },
}
/** The fields Razorpay Checkout's handler receives on success (its docs' names). */
const PROOF = { razorpay_payment_id: "pay_Test0000000002", razorpay_order_id: START.orderId, razorpay_signature: "a".repeat(64) }
const PAID_ORDER = orderAnswer({
  orderStatus: "processing",
  paymentMethod: "online",
  paymentStatus: "paid",
  tax: 60.82,
  items: [{ productId: "P1", name: "Velvet Oud", image: null, category: "perfumes", quantity: 1, price: 299 }],
  shippingAddress: ADDRESS,
  customerName: ADDRESS.name,
  customerEmail: "asha@example.com",
  userId: { _id: "cus_1", email: "asha@example.com" },
})
const PLACED = {
  success: true,
  message: "Payment received! Your order is confirmed.",
  order: PAID_ORDER,
  payment: { method: "online", amount: 398, gatewayPaymentId: PROOF.razorpay_payment_id },
  whatsappUrl: "https://wa.me/919999999999",
}

type Options = { order_id: string; key: string; amount: number; handler: (r: typeof PROOF) => void; modal: { ondismiss: () => void } }

/** A stand-in for Razorpay Checkout: `behaviour` decides what the shopper does in its window. */
function stubRazorpay(behaviour: (options: Options, failed: (description: string) => void) => void) {
  const opened: Options[] = []
  class Razorpay {
    private failedHandler: ((r: { error: { description: string } }) => void) | null = null
    constructor(private readonly options: Options) {}
    on(_event: string, cb: (r: { error: { description: string } }) => void) {
      this.failedHandler = cb
    }
    open() {
      opened.push(this.options)
      behaviour(this.options, (description) => this.failedHandler?.({ error: { description } }))
    }
  }
  vi.stubGlobal("Razorpay", Razorpay)
  return opened
}

afterEach(() => vi.unstubAllGlobals())

/** The shipping form looks its PIN up; answered so the page shows no other alert. */
const PIN = pincodeAnswer({
  pin: "411001",
  district: "Pune",
  state: "Maharashtra",
  stateCode: "27",
  cod: true,
  deliveryDays: { min: 4, max: 7 },
  estimatedDelivery: null,
})

describe("checkout: pay online", () => {
  it("is offered first, and chosen, only when the server's config has a gateway", async () => {
    mockFetch((request) => (request.url.startsWith("/api/config") ? ONLINE_CONFIG : undefined))
    renderCheckout(CART_TOTALS)
    const online = await screen.findByRole("radio", { name: /Pay online \(UPI, cards, netbanking\)/ })
    expect(online).toBeChecked()
    expect(screen.getAllByRole("radio")[0]).toBe(online)
  })

  it("is not offered without a gateway", async () => {
    mockFetch((request) => (request.url.startsWith("/api/config") ? configAnswer() : undefined))
    renderCheckout(CART_TOTALS)
    expect(await screen.findByRole("radio", { name: /QR Code/ })).toBeChecked()
    expect(screen.queryByRole("radio", { name: /Pay online/ })).not.toBeInTheDocument()
  })

  it("opens Razorpay Checkout on the server's order and sends the handler's three fields to confirm", async () => {
    const opened = stubRazorpay((options) => options.handler({ ...PROOF }))
    const { requests } = mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return ONLINE_CONFIG
      if (request.url.startsWith("/api/pincodes/")) return PIN
      if (request.url === "/api/auth/checkout/online-payment") return START
      if (request.url === "/api/auth/checkout/online-payment/confirm") return json(PLACED, 201)
      return undefined
    })
    vi.stubGlobal("open", vi.fn())
    renderCheckout(CART_TOTALS)
    await screen.findByRole("radio", { name: /Pay online/ })
    fireEvent.click(screen.getByTestId("place-order"))

    expect(await screen.findByText(/Paid ₹398 online for order ORD-1002/)).toBeInTheDocument()
    expect(requests.find((r) => r.url === "/api/auth/checkout/online-payment")?.body).toMatchObject({ paymentMethod: "online", total: 398 })
    expect(opened[0]).toMatchObject({ key: START.keyId, order_id: START.orderId, amount: 39800 })
    expect(requests.find((r) => r.url === "/api/auth/checkout/online-payment/confirm")?.body).toEqual(PROOF)
    // No WhatsApp screenshot for a payment the gateway confirmed.
    expect(window.open).not.toHaveBeenCalled()
  })

  it("closing Checkout after a failed attempt keeps the cart: the reason and 'try again or choose another method', nothing confirmed", async () => {
    stubRazorpay((options, failed) => {
      failed("Payment declined by the bank")
      options.modal.ondismiss()
    })
    const { requests } = mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return ONLINE_CONFIG
      if (request.url.startsWith("/api/pincodes/")) return PIN
      if (request.url === "/api/auth/checkout/online-payment") return START
      return undefined
    })
    renderCheckout(CART_TOTALS)
    await screen.findByRole("radio", { name: /Pay online/ })
    fireEvent.click(screen.getByTestId("place-order"))
    expect(
      (
        await screen.findAllByText(
          "Payment declined by the bank. The payment was not completed. Your cart is saved: try again or choose another method."
        )
      )[0]
    ).toBeInTheDocument()
    expect(requests.some((r) => r.url.endsWith("/confirm"))).toBe(false)
    await waitFor(() => expect(screen.getByTestId("place-order")).toBeEnabled())
    fireEvent.click(screen.getByRole("radio", { name: /QR Code/ }))
    expect(screen.getByRole("radio", { name: /QR Code/ })).toBeChecked()
  })

  it("shows the server's 503 when the payment cannot be started", async () => {
    const opened = stubRazorpay(() => undefined)
    mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return ONLINE_CONFIG
      if (request.url.startsWith("/api/pincodes/")) return PIN
      if (request.url === "/api/auth/checkout/online-payment")
        return json({ message: "Payment could not be started, try again or choose another method" }, 503)
      return undefined
    })
    renderCheckout(CART_TOTALS)
    await screen.findByRole("radio", { name: /Pay online/ })
    fireEvent.click(screen.getByTestId("place-order"))
    expect((await screen.findAllByText("Payment could not be started, try again or choose another method"))[0]).toBeInTheDocument()
    expect(opened).toHaveLength(0)
  })
})
