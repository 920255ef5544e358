import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ToastProvider, useToast, type ToastApi } from "."

let api: ToastApi
function Grab() {
  api = useToast()
  return null
}

function renderToasts() {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>
  )
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe("toasts", () => {
  it("enters after 50 ms, exits after its 2000 ms default, and is removed 300 ms later", () => {
    renderToasts()
    act(() => void api.success("Saved!"))
    const toast = screen.getByTestId("toast")
    expect(toast).toHaveTextContent("Saved!")
    expect(toast).toHaveClass("toast--entering")
    advance(50)
    expect(toast).toHaveClass("toast--visible")
    advance(1900)
    expect(toast).toHaveClass("toast--visible")
    advance(100)
    expect(toast).toHaveClass("toast--exiting")
    advance(299)
    expect(screen.getByTestId("toast")).toBeInTheDocument()
    advance(1)
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument()
  })

  it("has the four types, errors as alerts", () => {
    renderToasts()
    act(() => {
      api.success("a")
      api.error("b")
      api.info("c")
      api.warning("d")
    })
    expect(screen.getAllByTestId("toast").map((t) => t.dataset.type)).toEqual(["success", "error", "info", "warning"])
    expect(screen.getByRole("alert")).toHaveTextContent("b")
  })

  it("drains the progress bar in 16 ms ticks and pauses while hovered", () => {
    renderToasts()
    act(() => void api.info("Hello", 1600))
    const toast = screen.getByTestId("toast")
    const bar = toast.querySelector<HTMLElement>(".toast__progress")!
    expect(bar.style.transform).toBe("scaleX(1)")
    advance(800)
    expect(bar.style.transform).toBe("scaleX(0.5)")
    fireEvent.mouseEnter(toast)
    advance(5000)
    expect(bar.style.transform).toBe("scaleX(0.5)")
    expect(toast).toHaveClass("toast--visible")
    fireEvent.mouseLeave(toast)
    advance(800)
    expect(toast).toHaveClass("toast--exiting")
  })

  it("closes at once with its close button", () => {
    renderToasts()
    act(() => void api.warning("Careful", 10_000))
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }))
    expect(screen.getByTestId("toast")).toHaveClass("toast--exiting")
    advance(300)
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument()
  })
})
