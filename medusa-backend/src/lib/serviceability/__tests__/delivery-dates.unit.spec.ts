import { dispatchDate, estimatedDelivery } from "../delivery-dates"

// 2026-11-25 is a Wednesday; 2026-11-29 a Sunday. Instants are written in IST (+05:30).
const at = (ist: string) => new Date(`${ist}+05:30`)

describe("dispatch and delivery dates in IST", () => {
  it("dispatches the same day before 14:00 IST on a working day, the next day from 14:00", () => {
    expect(dispatchDate(at("2026-11-25T13:59:59"))).toBe("2026-11-25")
    expect(dispatchDate(at("2026-11-25T14:00:00"))).toBe("2026-11-26")
  })

  it("uses India's calendar day, not UTC's: 00:30 IST is already the next day", () => {
    // 2026-11-25T19:00Z is 00:30 IST on Thursday the 26th.
    expect(dispatchDate(new Date("2026-11-25T19:00:00Z"))).toBe("2026-11-26")
    // 2026-11-25T08:29Z is 13:59 IST: before the cut-off.
    expect(dispatchDate(new Date("2026-11-25T08:29:00Z"))).toBe("2026-11-25")
  })

  it("skips Sundays: Saturday after the cut-off and all of Sunday dispatch on Monday", () => {
    expect(dispatchDate(at("2026-11-28T10:00:00"))).toBe("2026-11-28") // Saturday morning
    expect(dispatchDate(at("2026-11-28T15:00:00"))).toBe("2026-11-30")
    expect(dispatchDate(at("2026-11-29T09:00:00"))).toBe("2026-11-30")
  })

  it("counts the promised days from dispatch", () => {
    expect(estimatedDelivery(at("2026-11-25T10:00:00"), { min: 2, max: 4 })).toEqual({ from: "2026-11-27", to: "2026-11-29" })
    expect(estimatedDelivery(at("2026-11-28T18:00:00"), { min: 7, max: 10 })).toEqual({ from: "2026-12-07", to: "2026-12-10" })
  })
})
