import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import type { WishlistApi } from "../hooks/use-wishlist"
import type { WishlistItem } from "../types"
import { renderWithProviders } from "@/testing/render"
import { WishlistPage } from "./wishlist-page"

const ROSE = {
  _id: "prod_1",
  id: "P1",
  productId: "P1",
  itemId: "wli_1",
  name: "Rose Oud",
  image: null,
  category: "perfumes",
  brand: "Sugandh",
  size: "10ml",
  fragrance: "floral",
  price: 299,
  originalPrice: 399,
  launchOffer: null,
  rating: 4.5,
} as WishlistItem

const wishlist = {
  items: [ROSE],
  isLoading: false,
  isError: false,
  remove: vi.fn(),
  clear: vi.fn(),
  refetch: vi.fn(),
} as unknown as WishlistApi

describe("WishlistPage", () => {
  it("puts a saved product in the cart from the wishlist", () => {
    const onAddToCart = vi.fn()
    renderWithProviders(<WishlistPage wishlist={wishlist} signedIn checkingSession={false} onAddToCart={onAddToCart} />, {
      path: "/wishlist",
    })
    fireEvent.click(screen.getByRole("button", { name: "Add Rose Oud to cart" }))
    expect(onAddToCart).toHaveBeenCalledWith(ROSE)
    expect(screen.getByRole("link", { name: "View Details" })).toHaveAttribute("href", "/product/P1")
  })
})
