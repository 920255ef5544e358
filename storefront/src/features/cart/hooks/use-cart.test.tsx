import { fireEvent, screen, waitFor } from "@testing-library/react"
import { Route, Routes } from "react-router"
import { afterEach, describe, expect, it, vi } from "vitest"
import { cartAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { CartSessionContext } from "../cart-session"
import { useCart } from "./use-cart"

const P3 = { id: "P3", name: "Oud Nights", category: "Perfumes", price: 1299, image: "/static/p3.webp" }
const P3_LINE = { productId: "P3", name: P3.name, category: P3.category, price: P3.price, quantity: 1, image: P3.image }

function BuyNow() {
  const { buyNow } = useCart()
  return (
    <button type="button" onClick={() => void buyNow(P3)}>
      Buy Now
    </button>
  )
}

/** Signed in, but the cart query has not started yet (auth's short wait before the cart loads). */
function renderBeforeCartLoaded() {
  const session = { userId: "cus_1", loadEnabled: false, authBusy: false, onUnauthorized: () => {} }
  return renderWithProviders(
    <CartSessionContext.Provider value={session}>
      <Routes>
        <Route path="/product/P3" element={<BuyNow />} />
        <Route path="/checkout" element={<h1>Checkout</h1>} />
      </Routes>
    </CartSessionContext.Provider>,
    { path: "/product/P3" }
  )
}

describe("useCart().buyNow", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("clicked before the cart has loaded, reads the server cart and adds no second unit of a product already in it", async () => {
    const { requests } = mockFetch((request) => {
      if (request.url.endsWith("/api/auth/cart") && request.method === "GET") return cartAnswer([P3_LINE])
      if (request.url.endsWith("/api/auth/cart") && request.method === "POST") return cartAnswer([P3_LINE], { message: "added" })
      return undefined
    })
    renderBeforeCartLoaded()
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }))
    expect(await screen.findByRole("heading", { name: "Checkout" })).toBeInTheDocument()
    expect(requests.filter((r) => r.method === "POST")).toEqual([])
    expect(requests.some((r) => r.method === "GET" && r.url.endsWith("/api/auth/cart"))).toBe(true)
  })

  it("adds the product when the server cart does not hold it", async () => {
    const { requests } = mockFetch((request) => {
      if (request.url.endsWith("/api/auth/cart") && request.method === "GET") return cartAnswer([])
      if (request.url.endsWith("/api/auth/cart") && request.method === "POST")
        return cartAnswer([P3_LINE], { message: "Item added to cart" })
      return undefined
    })
    renderBeforeCartLoaded()
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }))
    expect(await screen.findByRole("heading", { name: "Checkout" })).toBeInTheDocument()
    await waitFor(() => expect(requests.filter((r) => r.method === "POST").map((r) => r.body.productId)).toEqual(["P3"]))
  })
})
