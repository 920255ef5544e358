import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import { renderRoutes } from "@/testing/render"
import { makeProduct } from "../test/make-product"
import type { Product } from "../types"
import { ProductCard } from "./product-card"

const product: Product = makeProduct({
  medusaId: "prod_1",
  variantId: "variant_1",
  name: "Oud Royale",
  image: "/static/p1.svg",
  rating: 4.8,
  reviews: 126,
  inspiredBy: "Oud Wood",
  featured: true,
  createdAt: "2024-12-01T00:00:00.000Z",
  updatedAt: "2024-12-01T00:00:00.000Z",
})

function renderCard(p: Product = product) {
  return renderRoutes([
    { path: "/", element: <ProductCard product={p} /> },
    { path: "/product/:id", element: <p>Product page</p> },
  ])
}

describe("ProductCard", () => {
  it("shows name, brand, size, fragrance, rating, offer and both prices", () => {
    renderCard()
    expect(screen.getByRole("heading", { name: "Oud Royale" })).toBeInTheDocument()
    expect(screen.getByText("Sugandh")).toBeInTheDocument()
    expect(screen.getByText("10ml")).toBeInTheDocument()
    expect(screen.getByText("woody")).toBeInTheDocument()
    expect(screen.getByText("30% OFF")).toBeInTheDocument()
    expect(screen.getByLabelText("Rated 4.8 out of 5 from 126 reviews")).toBeInTheDocument()
    expect(screen.getByText("₹279")).toBeInTheDocument()
    const original = screen.getByText("₹399")
    expect(original.tagName).toBe("S")
  })

  it("does not strike through anything when there is no discount", () => {
    renderCard({ ...product, originalPrice: 279, launchOffer: "" })
    expect(screen.getAllByText("₹279")).toHaveLength(1)
    expect(screen.queryByText("30% OFF")).not.toBeInTheDocument()
  })

  it("says so when the product has no price", () => {
    renderCard({ ...product, price: null, originalPrice: null })
    expect(screen.getByText("Price unavailable")).toBeInTheDocument()
  })

  it("uses the product name as alt text and swaps to the placeholder when the image fails", () => {
    renderCard()
    const image = screen.getByRole("img", { name: "Oud Royale" })
    expect(image).toHaveAttribute("src", "/static/p1.svg")
    fireEvent.error(image)
    expect(screen.getByRole("img", { name: "Oud Royale" })).toHaveAttribute("src", PLACEHOLDER_PRODUCT_IMAGE)
  })

  it("links to /product/{spec id}", async () => {
    const router = renderCard()
    const link = screen.getByRole("link", { name: "Oud Royale" })
    expect(link).toHaveAttribute("href", "/product/P1")
    fireEvent.click(link)
    expect(await screen.findByText("Product page")).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/product/P1")
  })
})
