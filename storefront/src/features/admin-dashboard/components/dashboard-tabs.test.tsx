import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { DashboardTabs } from "./dashboard-tabs"

describe("DashboardTabs", () => {
  it("moves from the focused tab even before the selection has re-rendered (two quick presses)", () => {
    const onSelect = vi.fn()
    // `active` stays "overview": the parent has not re-rendered after the first press yet.
    render(<DashboardTabs active="overview" onSelect={onSelect} />)
    fireEvent.keyDown(screen.getByRole("tab", { name: "Overview" }), { key: "ArrowRight" })
    expect(onSelect).toHaveBeenLastCalledWith("users")
    expect(screen.getByRole("tab", { name: "Users" })).toHaveFocus()
    fireEvent.keyDown(screen.getByRole("tab", { name: "Users" }), { key: "ArrowRight" })
    expect(onSelect).toHaveBeenLastCalledWith("orders")
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveFocus()
  })
})
