import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import { NDR_ANSWER_TEXTS } from "@sugandh/contract"
import { DeliveryAnswerPage, deliveryDays } from "./delivery-answer-page"

const renderAt = (url: string) => {
  const Stub = createRoutesStub([{ path: "/delivery-answer", Component: DeliveryAnswerPage }])
  return render(<Stub initialEntries={[url]} />)
}

describe("DeliveryAnswerPage", () => {
  it("offers today to seven days ahead by India's calendar, even when it is still yesterday in UTC", () => {
    // 20:00 UTC on 1 Dec is 01:30 IST on 2 Dec.
    const days = deliveryDays(new Date("2026-12-01T20:00:00Z"))
    expect(days.map((d) => d.value)).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
    ])
    expect(days[0].label).toMatch(/Wed.*2 Dec/)
  })

  it("asks for the day, the phone and the address line with the contract's words", () => {
    renderAt("/delivery-answer?token=abc.123.sig")
    expect(screen.getByRole("heading", { name: NDR_ANSWER_TEXTS.title })).toBeTruthy()
    expect(screen.getByLabelText(NDR_ANSWER_TEXTS.date)).toBeTruthy()
    expect(screen.getByLabelText(NDR_ANSWER_TEXTS.phone)).toBeTruthy()
    expect(screen.getByLabelText(NDR_ANSWER_TEXTS.address)).toBeTruthy()
    expect(screen.getByRole("button", { name: NDR_ANSWER_TEXTS.submit })).toBeTruthy()
  })

  it("without a token it says the link is incomplete", () => {
    renderAt("/delivery-answer")
    expect(screen.getByRole("alert").textContent).toContain(NDR_ANSWER_TEXTS.noToken)
  })
})
