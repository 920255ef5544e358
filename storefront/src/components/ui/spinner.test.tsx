import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { BusyText, PageLoader, Spinner } from "./spinner"

describe("Spinner and PageLoader", () => {
  it("a spinner is decorative: the button's text says what happens", () => {
    const { container } = render(
      <button type="button">
        <Spinner /> Logging in...
      </button>
    )
    expect(container.querySelector("[aria-hidden='true']")).not.toBeNull()
    expect(screen.getByRole("button")).toHaveAccessibleName("Logging in...")
  })

  it("a page loader is a status named for screen readers", () => {
    render(<PageLoader label="Loading your orders…" />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading your orders…")
  })
})

describe("BusyText", () => {
  it("shows the children, or the spinner and the busy text", () => {
    const { container, rerender } = render(
      <BusyText busy={false} busyText="Logging in...">
        Login
      </BusyText>
    )
    expect(container).toHaveTextContent(/^Login$/)
    rerender(
      <BusyText busy busyText="Logging in...">
        Login
      </BusyText>
    )
    expect(container).toHaveTextContent(/^Logging in\.\.\.$/)
    expect(container.querySelector("[aria-hidden='true']")).not.toBeNull()
  })
})
