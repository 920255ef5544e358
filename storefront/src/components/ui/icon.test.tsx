import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Icon } from "./icon"

describe("Icon", () => {
  it("is decorative and takes its size and stroke", () => {
    const { container } = render(<Icon name="lock" size={16} strokeWidth={2} />)
    const svg = container.querySelector("svg")!
    expect(svg).toHaveAttribute("aria-hidden", "true")
    expect(svg).toHaveAttribute("focusable", "false")
    expect(svg).toHaveAttribute("width", "16")
    expect(svg).toHaveAttribute("stroke-width", "2")
    expect(svg.querySelector("rect")).not.toBeNull()
  })
})
