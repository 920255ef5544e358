import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { ADDRESS, renderCheckout, summaryRow } from "../test/render-checkout"
import { configAnswer, pincodeAnswer } from "@/testing/answers"

const CART_TOTALS = { subtotal: 299, shipping: 99, discount: 0, tax: 60.82, total: 398 }
const CONFIG = configAnswer({ cod: { fee: 49, tax: 7.47, maxOrder: 5000, confirmHours: 24 } })
const pinAnswer = (pin: string, cod: boolean) =>
  pincodeAnswer({
    pin,
    district: "Pune",
    state: "Maharashtra",
    stateCode: "27",
    cod,
    deliveryDays: { min: 4, max: 7 },
    estimatedDelivery: null,
  })

afterEach(() => vi.unstubAllGlobals())

const renderCod = (prefill = ADDRESS) => renderCheckout(CART_TOTALS, { prefill })

describe("checkout cash on delivery", () => {
  it("shows the COD fee before it is chosen, adds it to the total and sends paymentMethod cod", async () => {
    const { requests } = mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return CONFIG
      if (request.url.startsWith("/api/pincodes/411001")) return pinAnswer("411001", true)
      if (request.url === "/api/auth/orders")
        return json({ message: "Total changed", totals: { ...CART_TOTALS, giftWrap: 0, codFee: 49, total: 447 } }, 409)
      return undefined
    })
    renderCod()
    const option = await screen.findByRole("radio", { name: /Cash on Delivery/ })
    expect(screen.getByTestId("payment-cod")).toHaveTextContent("COD fee ₹49")
    await waitFor(() => expect(option).toBeEnabled())
    expect(screen.getByTestId("place-order")).toHaveTextContent("Place Order · ₹398")
    fireEvent.click(option)
    expect(screen.getByTestId("place-order")).toHaveTextContent("Place Order · ₹447")
    expect(summaryRow("cod-fee")).toHaveTextContent("49")

    fireEvent.click(screen.getByTestId("place-order"))
    await waitFor(() => expect(requests.some((r) => r.url === "/api/auth/orders")).toBe(true))
    expect(requests.find((r) => r.url === "/api/auth/orders")?.body).toMatchObject({ paymentMethod: "cod", total: 447 })
    // The 409 totals already carry the fee: it is not counted twice.
    expect(await screen.findByTestId("totals-changed")).toHaveTextContent("New total: ₹447")
  })

  it("greys COD out with the reason when the PIN does not allow it", async () => {
    mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return CONFIG
      if (request.url.startsWith("/api/pincodes/781001")) return { ...pinAnswer("781001", false), district: "Kamrup", state: "Assam" }
      return undefined
    })
    renderCod({ ...ADDRESS, city: "Guwahati", state: "Assam", zipCode: "781001" })
    const option = await screen.findByRole("radio", { name: /Cash on Delivery/ })
    expect(await screen.findByText("Cash on delivery is not available for PIN 781001")).toBeInTheDocument()
    expect(option).toBeDisabled()
    expect(screen.getByTestId("place-order")).toHaveTextContent("Place Order · ₹398")
  })

  it("greys COD out over the limit", async () => {
    mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return { ...CONFIG, cod: { ...CONFIG.cod, maxOrder: 400 } }
      if (request.url.startsWith("/api/pincodes/411001")) return pinAnswer("411001", true)
      return undefined
    })
    renderCod()
    expect(await screen.findByText("Cash on delivery is available for orders up to ₹400")).toBeInTheDocument()
    expect(screen.getByRole("radio", { name: /Cash on Delivery/ })).toBeDisabled()
  })
})
