import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { CancelSubmit } from "./cancel-submit"

describe("CancelSubmit", () => {
  it("offers Cancel, which calls back, and a submit button", () => {
    const onCancel = vi.fn()
    render(
      <form>
        <CancelSubmit onCancel={onCancel} busy={false} submitText="Save Changes" busyText="Saving..." />
      </form>
    )
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("button", { name: "Save Changes" })).toHaveAttribute("type", "submit")
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveAttribute("type", "button")
  })

  it("disables both while busy, the submit saying what is happening", () => {
    render(<CancelSubmit onCancel={() => {}} busy submitText="Save Changes" busyText="Saving..." />)
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled()
  })
})
