import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { Dialog, TitledDialog } from "./dialog"

function Opener({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <TitledDialog open={open} title="Ship order" onClose={() => setOpen(false)} busy={busy} testId="ship">
        <input aria-label="Tracking" data-autofocus />
      </TitledDialog>
    </>
  )
}

describe("Dialog", () => {
  it("opens as a named dialog, focuses the field that asks for it and gives focus back on close", () => {
    render(<Opener />)
    const opener = screen.getByRole("button", { name: "Open" })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole("dialog", { name: "Ship order" })
    expect(dialog).toHaveAttribute("open")
    expect(screen.getByRole("textbox", { name: "Tracking" })).toHaveFocus()
    fireEvent.click(screen.getByRole("button", { name: "Close Ship order" }))
    expect(screen.getByTestId("ship")).not.toHaveAttribute("open")
    expect(screen.queryByRole("textbox", { name: "Tracking" })).toBeNull()
    expect(opener).toHaveFocus()
  })

  it("closes on Escape and on a click on its backdrop, but not while busy", () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <Dialog open onClose={onClose} labelledBy="t" testId="d">
        <h2 id="t">Title</h2>
      </Dialog>
    )
    const dialog = screen.getByTestId("d")
    fireEvent(dialog, new Event("cancel", { cancelable: true }))
    fireEvent.click(dialog)
    fireEvent.click(screen.getByRole("heading", { name: "Title" }))
    expect(onClose).toHaveBeenCalledTimes(2)
    rerender(
      <Dialog open busy onClose={onClose} labelledBy="t" testId="d">
        <h2 id="t">Title</h2>
      </Dialog>
    )
    fireEvent(dialog, new Event("cancel", { cancelable: true }))
    fireEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it("without onClose, Escape leaves it open (a choice must be made)", () => {
    render(
      <Dialog open labelledBy="t" testId="d">
        <h2 id="t">Choose</h2>
      </Dialog>
    )
    const dialog = screen.getByTestId("d")
    const cancel = new Event("cancel", { cancelable: true })
    fireEvent(dialog, cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(dialog).toHaveAttribute("open")
  })

  it("keeps its content while closed only when asked", () => {
    const { rerender } = render(
      <Dialog open={false} labelledBy="t" testId="d" keepContent>
        <h2 id="t">Kept</h2>
      </Dialog>
    )
    expect(screen.getByTestId("d")).toHaveTextContent("Kept")
    rerender(
      <Dialog open={false} labelledBy="t" testId="d">
        <h2 id="t">Kept</h2>
      </Dialog>
    )
    expect(screen.getByTestId("d")).toBeEmptyDOMElement()
  })
})
