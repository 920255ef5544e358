import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { StateCard } from "./state-card"

describe("StateCard", () => {
  it("draws its title at the level asked, its text and actions, the icon hidden", () => {
    render(
      <StateCard
        icon="!"
        title="No orders yet"
        level={2}
        text="When you place an order, it will appear here."
        actions={<a href="/categories">Start Shopping</a>}
        role="status"
      />
    )
    expect(screen.getByRole("heading", { level: 2, name: "No orders yet" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("When you place an order, it will appear here.")
    expect(screen.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/categories")
    expect(screen.getByText("!")).toHaveAttribute("aria-hidden", "true")
  })
})
