import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderCheckout, summaryRow } from "../test/render-checkout"
import { configAnswer } from "@/testing/answers"

const CART_TOTALS = { subtotal: 596, shipping: 99, discount: 0, tax: 74.85, total: 695 }
const CONFIG = configAnswer({ giftWrap: { price: 49, tax: 7.47, messageMaxLength: 200 } })

afterEach(() => vi.unstubAllGlobals())

describe("checkout gift wrap", () => {
  it("offers Gift wrap (+₹49), adds it to the total shown, and sends giftWrap with the trimmed message", async () => {
    const { requests } = mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return CONFIG
      if (request.url === "/api/auth/orders")
        return json({ message: "Total changed", totals: { ...CART_TOTALS, giftWrap: 49, codFee: 0, total: 744 } }, 409)
      return undefined
    })
    renderCheckout(CART_TOTALS)
    const box = await screen.findByRole("checkbox", { name: /Gift wrap \(\+₹49\)/ })
    expect(screen.getByTestId("place-order")).toHaveTextContent("Place Order · ₹695")
    fireEvent.click(box)
    expect(screen.getByTestId("place-order")).toHaveTextContent("Place Order · ₹744")
    expect(summaryRow("gift-wrap")).toHaveTextContent("49")
    expect(summaryRow("tax")).toHaveTextContent("82.32")

    const message = screen.getByLabelText(/Gift message/)
    fireEvent.change(message, { target: { value: `  ${"🪔".repeat(210)}` } })
    // Never more than 200 characters, an emoji counted once.
    expect([...(message as HTMLTextAreaElement).value]).toHaveLength(200)
    fireEvent.change(message, { target: { value: "  Happy Diwali!  " } })
    expect(screen.getByText("17/200 characters")).toBeInTheDocument()

    fireEvent.click(screen.getByTestId("place-order"))
    await waitFor(() => expect(requests.some((r) => r.url === "/api/auth/orders")).toBe(true))
    expect(requests.find((r) => r.url === "/api/auth/orders")?.body).toMatchObject({
      giftWrap: true,
      giftMessage: "Happy Diwali!",
      subtotal: 596,
      total: 744,
    })
    // The server's 409 totals already carry the wrap: the ₹49 is not counted twice.
    expect(await screen.findByTestId("totals-changed")).toHaveTextContent("New total: ₹744")
  })

  it("sends no gift wrap when the box is not ticked", async () => {
    const { requests } = mockFetch((request) => (request.url.startsWith("/api/config") ? CONFIG : undefined))
    renderCheckout(CART_TOTALS)
    await screen.findByRole("checkbox", { name: /Gift wrap/ })
    fireEvent.click(screen.getByTestId("place-order"))
    await waitFor(() => expect(requests.some((r) => r.url === "/api/auth/orders")).toBe(true))
    const body = requests.find((r) => r.url === "/api/auth/orders")?.body
    expect(body).not.toHaveProperty("giftWrap")
    expect(body).toMatchObject({ total: 695 })
  })
})

describe("checkout for an account whose e-mail is not verified", () => {
  it("says why the order was refused and resends the verification link from the page", async () => {
    const refusal = "Please verify your email address to place another order. Until it is verified you can have 1 unpaid order at a time."
    const { requests } = mockFetch((request) => {
      if (request.url.startsWith("/api/config")) return CONFIG
      if (request.url === "/api/auth/orders") return json({ message: refusal, error: "EMAIL_NOT_VERIFIED" }, 409)
      if (request.url === "/api/auth/resend-verification")
        return { message: "Verification email sent successfully! Please check your email." }
      return undefined
    })
    renderCheckout(CART_TOTALS, { email: "asha@example.com" })
    await screen.findByRole("checkbox", { name: /Gift wrap/ })
    fireEvent.click(screen.getByTestId("place-order"))
    const notice = await screen.findByTestId("verify-email-notice")
    expect(notice).toHaveTextContent(refusal)
    fireEvent.click(screen.getByRole("button", { name: "Resend Verification Email" }))
    expect(await screen.findByText("Verification email sent successfully! Please check your email.")).toBeInTheDocument()
    expect(requests.find((r) => r.url === "/api/auth/resend-verification")?.body).toEqual({ email: "asha@example.com" })
  })
})

describe("checkout business purchase", () => {
  it("sends the GSTIN (upper-cased) and business name when Business purchase is ticked", async () => {
    const { requests } = mockFetch((request) => (request.url.startsWith("/api/config") ? CONFIG : undefined))
    renderCheckout(CART_TOTALS)
    fireEvent.click(await screen.findByRole("checkbox", { name: /Business purchase/ }))
    fireEvent.change(screen.getByRole("textbox", { name: /^GSTIN/ }), { target: { value: "29aagcb7383j1z4" } })
    fireEvent.change(screen.getByRole("textbox", { name: /^Business name/ }), { target: { value: "Bengaluru Fragrance Traders LLP" } })
    fireEvent.click(screen.getByTestId("place-order"))
    await waitFor(() => expect(requests.some((r) => r.url === "/api/auth/orders")).toBe(true))
    expect(requests.find((r) => r.url === "/api/auth/orders")?.body).toMatchObject({
      gstin: "29AAGCB7383J1Z4",
      businessName: "Bengaluru Fragrance Traders LLP",
    })
  })

  it("starts ticked with the profile's GSTIN and business name", async () => {
    const { requests } = mockFetch((request) => (request.url.startsWith("/api/config") ? CONFIG : undefined))
    renderCheckout(CART_TOTALS, { businessPrefill: { gstin: "27AAPFU0939F1ZV", name: "Pune Attar House LLP" } })
    expect(await screen.findByRole("checkbox", { name: /Business purchase/ })).toBeChecked()
    expect(screen.getByRole("textbox", { name: /^GSTIN/ })).toHaveValue("27AAPFU0939F1ZV")
    fireEvent.click(screen.getByTestId("place-order"))
    await waitFor(() => expect(requests.some((r) => r.url === "/api/auth/orders")).toBe(true))
    expect(requests.find((r) => r.url === "/api/auth/orders")?.body).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      businessName: "Pune Attar House LLP",
    })
  })

  it("sends no GSTIN for a consumer", async () => {
    const { requests } = mockFetch((request) => (request.url.startsWith("/api/config") ? CONFIG : undefined))
    renderCheckout(CART_TOTALS)
    await screen.findByRole("checkbox", { name: /Business purchase/ })
    fireEvent.click(screen.getByTestId("place-order"))
    await waitFor(() => expect(requests.some((r) => r.url === "/api/auth/orders")).toBe(true))
    expect(requests.find((r) => r.url === "/api/auth/orders")?.body).not.toHaveProperty("gstin")
  })
})
