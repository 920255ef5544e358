import { render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { DeleteConfirm } from "./admin-confirm"

describe("DeleteConfirm", () => {
  it("is the tabs' admin-confirm dialog with a Delete that says Deleting... while busy", () => {
    const { rerender } = render(
      <DeleteConfirm subject={{ code: "A" }} title="Delete coupon A" message="Sure?" onConfirm={vi.fn()} onCancel={vi.fn()} />
    )
    const dialog = screen.getByTestId("admin-confirm")
    expect(screen.getByRole("dialog", { name: "Delete coupon A" })).toBe(dialog)
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent)
    ).toEqual(["Cancel", "Delete"])
    rerender(<DeleteConfirm subject={{ code: "A" }} title="Delete coupon A" message="Sure?" busy onConfirm={vi.fn()} onCancel={vi.fn()} />)
    expect(within(dialog).getByRole("button", { name: "Deleting..." })).toBeDisabled()
  })

  it("is closed without a subject", () => {
    render(<DeleteConfirm subject={null} title="Delete coupon" message="Sure?" onConfirm={vi.fn()} onCancel={vi.fn()} />)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
