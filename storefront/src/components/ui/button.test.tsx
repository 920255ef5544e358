import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { Button, buttonClass } from "./button"

describe("Button", () => {
  it("never submits a form unless asked to", () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault())
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>
    )
    fireEvent.click(screen.getByRole("button", { name: "Plain" }))
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("is disabled and marked busy while its request runs", () => {
    const onClick = vi.fn()
    render(
      <Button busy onClick={onClick}>
        Saving…
      </Button>
    )
    const button = screen.getByRole("button", { name: "Saving…" })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute("aria-busy", "true")
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it("combines variant, size and width, and keeps the caller's own class", () => {
    const plain = buttonClass()
    const small = buttonClass({ variant: "ghost", size: "small", block: true, className: "mine" })
    expect(small.split(" ")).toContain("mine")
    expect(small.split(" ").length).toBeGreaterThan(plain.split(" ").length)
    expect(small).not.toEqual(buttonClass({ variant: "ghost" }))
    // Each size is its own class, and the normal size adds none.
    const compact = buttonClass({ size: "compact" }).split(" ")
    expect(compact).toHaveLength(plain.split(" ").length + 1)
    expect(compact).not.toEqual(buttonClass({ size: "small" }).split(" "))
    expect(buttonClass({ size: "normal" })).toEqual(plain)
    // A link-look button drops the pill padding entirely.
    expect(buttonClass({ variant: "link" }).split(" ")).not.toContain(plain.split(" ")[0])
  })
})
