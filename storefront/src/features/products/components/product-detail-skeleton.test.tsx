import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ProductDetailSkeleton } from "./product-detail"

describe("ProductDetailSkeleton", () => {
  it("shows the spec's 'Loading product...' to everyone, not only to screen readers", () => {
    render(<ProductDetailSkeleton />)
    const text = screen.getByText("Loading product...")
    expect(text).toBeVisible()
    expect(text).not.toHaveClass("visually-hidden")
  })
})
