import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import { ProductThumbnail } from "./product-thumbnail"

describe("ProductThumbnail", () => {
  it("draws a square, lazily loaded picture", () => {
    render(<ProductThumbnail src="/static/p1.svg" size={56} alt="Oud Royale" />)
    const image = screen.getByAltText("Oud Royale")
    expect(image).toHaveAttribute("src", "/static/p1.svg")
    expect(image).toHaveAttribute("width", "56")
    expect(image).toHaveAttribute("height", "56")
    expect(image).toHaveAttribute("loading", "lazy")
  })

  it("shows the placeholder without a picture, and instead of one that fails", () => {
    const { rerender } = render(<ProductThumbnail src={null} size={44} alt="none" />)
    expect(screen.getByAltText("none")).toHaveAttribute("src", PLACEHOLDER_PRODUCT_IMAGE)
    rerender(<ProductThumbnail src="/static/missing.svg" size={44} alt="none" />)
    const image = screen.getByAltText("none")
    fireEvent.error(image)
    expect(image).toHaveAttribute("src", PLACEHOLDER_PRODUCT_IMAGE)
  })
})
