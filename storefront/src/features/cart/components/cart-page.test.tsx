import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { cartAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { CartSessionContext } from "../cart-session"
import { CartPage } from "./cart-page"

function renderCart(userId: string | null) {
  const session = { userId, loadEnabled: true, authBusy: false, onUnauthorized: () => {} }
  return renderWithProviders(
    <CartSessionContext.Provider value={session}>
      <CartPage />
    </CartSessionContext.Provider>,
    { path: "/cart" }
  )
}

describe("CartPage without lines", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("signed out: the breadcrumb and the sign-in card, and no cart request", () => {
    const { requests } = mockFetch(() => undefined)
    renderCart(null)
    expect(screen.getByRole("navigation", { name: /breadcrumb/i })).toHaveTextContent("Cart")
    expect(screen.getByRole("heading", { name: "Login to view your cart" })).toBeInTheDocument()
    expect(requests.some((r) => r.url.endsWith("/api/auth/cart"))).toBe(false)
  })

  it("signed in with an empty server cart: the breadcrumb and the empty card", async () => {
    mockFetch((request) => (request.url.endsWith("/api/auth/cart") ? cartAnswer([]) : undefined))
    renderCart("cus_1")
    expect(await screen.findByTestId("cart-empty")).toHaveTextContent("Your cart is empty")
    expect(screen.getByRole("navigation", { name: /breadcrumb/i })).toHaveTextContent("Cart")
  })
})
