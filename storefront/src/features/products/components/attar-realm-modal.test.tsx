import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithProviders } from "@/testing/render"
import { AttarRealmModal } from "./attar-realm-modal"

function open() {
  const onChoose = vi.fn()
  const onShowAll = vi.fn()
  renderWithProviders(<AttarRealmModal counts={{ heritage: 12, celestial: 8 }} onChoose={onChoose} onShowAll={onShowAll} />, {
    path: "/attars",
  })
  return { onChoose, onShowAll, dialog: screen.getByTestId("realm-modal") }
}

describe("AttarRealmModal", () => {
  it("closes to every attar on Escape and on a click outside", () => {
    const first = open()
    fireEvent(first.dialog, new Event("cancel", { cancelable: true }))
    expect(first.onShowAll).toHaveBeenCalledTimes(1)
    fireEvent.click(first.dialog)
    expect(first.onShowAll).toHaveBeenCalledTimes(2)
    expect(first.onChoose).not.toHaveBeenCalled()
  })

  it("offers all 20 attars together beside the two realms", () => {
    const { onShowAll, onChoose } = open()
    fireEvent.click(screen.getByRole("button", { name: "See all 20 attars" }))
    expect(onShowAll).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: /Heritage/ }))
    expect(onChoose).toHaveBeenCalledWith("heritage")
  })
})
