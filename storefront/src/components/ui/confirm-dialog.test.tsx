import { fireEvent, render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { ConfirmDialog } from "./confirm-dialog"

const base = {
  open: true,
  title: "Cancel this order?",
  message: "This cannot be undone.",
  confirmText: "Yes, Cancel Order",
  testId: "confirm",
}

describe("ConfirmDialog", () => {
  it("asks the question, Cancel first, then the action", () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog {...base} cancelText="Keep Order" onConfirm={onConfirm} onCancel={onCancel} />)
    const dialog = screen.getByRole("dialog", { name: "Cancel this order?" })
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.")
    const buttons = within(dialog).getAllByRole("button")
    expect(buttons.map((b) => b.textContent)).toEqual(["Keep Order", "Yes, Cancel Order"])
    fireEvent.click(buttons[1]!)
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(buttons[0]!)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it("while busy shows the busy text and refuses both buttons", () => {
    render(<ConfirmDialog {...base} busy busyText="Cancelling..." onConfirm={vi.fn()} onCancel={vi.fn()} />)
    expect(screen.getByRole("button", { name: "Cancelling..." })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled()
  })

  it("draws the fields it is given between the question and the buttons", () => {
    render(
      <ConfirmDialog {...base} onConfirm={vi.fn()} onCancel={vi.fn()}>
        <label>
          Note <textarea />
        </label>
      </ConfirmDialog>
    )
    expect(within(screen.getByTestId("confirm")).getByRole("textbox", { name: "Note" })).toBeInTheDocument()
  })
})
