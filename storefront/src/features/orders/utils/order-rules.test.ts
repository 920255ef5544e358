import { describe, expect, it } from "vitest"
import type { Order } from "../types"
import {
  cancelState,
  codTimeline,
  filterAndSort,
  formatOrderDate,
  orderShipping,
  PARCEL_TRACKING_URL,
  timeline,
  trackDecision,
} from "./order-rules"

const done = (status: Parameters<typeof timeline>[0]) => timeline(status).map((s) => s.completed)

describe("timeline", () => {
  it("has the four steps", () => {
    expect(timeline("pending").map((s) => s.label)).toEqual(["Order Placed", "Processing", "Shipped", "Delivered"])
  })

  it("completes every step at or before the status", () => {
    expect(done("pending")).toEqual([true, false, false, false])
    expect(done("processing")).toEqual([true, true, false, false])
    expect(done("shipped")).toEqual([true, true, true, false])
    expect(done("delivered")).toEqual([true, true, true, true])
  })

  it("completes none for a cancelled order", () => {
    expect(done("cancelled")).toEqual([false, false, false, false])
  })

  it("marks the current step", () => {
    expect(timeline("shipped").find((s) => s.current)?.label).toBe("Shipped")
    expect(timeline("cancelled").some((s) => s.current)).toBe(false)
  })
})

describe("trackDecision", () => {
  it("warns when there is no tracking number yet", () => {
    expect(trackDecision({ trackingNumber: null, trackingUrl: "https://x" })).toEqual({
      kind: "unavailable",
      message: "Tracking information not available yet",
    })
    expect(trackDecision({ trackingNumber: "  ", trackingUrl: null }).kind).toBe("unavailable")
  })

  it("opens the shop's tracking URL when there is one", () => {
    expect(trackDecision({ trackingNumber: "DL123", trackingUrl: "https://courier.example/t/DL123" })).toEqual({
      kind: "open",
      url: "https://courier.example/t/DL123",
    })
  })

  it("opens a parcel tracker with the number otherwise", () => {
    expect(trackDecision({ trackingNumber: "DL 123", trackingUrl: null })).toEqual({
      kind: "open",
      url: `${PARCEL_TRACKING_URL}DL%20123`,
    })
  })
})

describe("cancelState", () => {
  const now = new Date("2026-11-21T12:00:00Z")
  it("offers Cancel on pending and processing orders within 2 hours", () => {
    expect(cancelState({ orderStatus: "pending", createdAt: "2026-11-21T11:00:00Z" }, now)).toEqual({ show: true, reason: null })
    expect(cancelState({ orderStatus: "processing", createdAt: "2026-11-21T10:00:01Z" }, now).show).toBe(true)
  })

  it("hides it after the window with a note", () => {
    const state = cancelState({ orderStatus: "pending", createdAt: "2026-11-21T09:59:00Z" }, now)
    expect(state.show).toBe(false)
    expect(state.reason).toMatch(/within 2 hours/)
  })

  it("never offers it on shipped, delivered or cancelled orders", () => {
    for (const orderStatus of ["shipped", "delivered", "cancelled"] as const) {
      expect(cancelState({ orderStatus, createdAt: "2026-11-21T11:59:00Z" }, now)).toEqual({ show: false, reason: null })
    }
  })
})

describe("filterAndSort", () => {
  const order = (id: string, orderStatus: Order["orderStatus"], createdAt: string, total: number) =>
    ({ _id: id, orderStatus, createdAt, total }) as Order
  const orders = [
    order("a", "pending", "2026-11-01T00:00:00Z", 500),
    order("b", "delivered", "2026-11-03T00:00:00Z", 200),
    order("c", "pending", "2026-11-02T00:00:00Z", 900),
  ]
  const ids = (list: Order[]) => list.map((o) => o._id)

  it("sorts newest, oldest and by amount", () => {
    expect(ids(filterAndSort(orders, "all", "newest"))).toEqual(["b", "c", "a"])
    expect(ids(filterAndSort(orders, "all", "oldest"))).toEqual(["a", "c", "b"])
    expect(ids(filterAndSort(orders, "all", "amount-high"))).toEqual(["c", "a", "b"])
    expect(ids(filterAndSort(orders, "all", "amount-low"))).toEqual(["b", "a", "c"])
  })

  it("filters by status without changing the input", () => {
    expect(ids(filterAndSort(orders, "pending", "newest"))).toEqual(["c", "a"])
    expect(ids(orders)).toEqual(["a", "b", "c"])
  })
})

describe("display", () => {
  it("formats dates in en-IN long format", () => {
    expect(formatOrderDate("2026-11-21T06:00:00Z")).toBe("21 November 2026")
    expect(formatOrderDate(null)).toBe("")
  })

  it("shows shipping as FREE or ₹99", () => {
    expect(orderShipping(0)).toBe("FREE")
    expect(orderShipping(99)).toBe("₹99")
  })
})

describe("codTimeline", () => {
  const done = (status: Parameters<typeof codTimeline>[0], paid = false) => codTimeline(status, paid).map((s) => s.completed)
  it("has the five COD steps: confirmed before shipping, paid after delivery", () => {
    expect(codTimeline("pending", false).map((s) => s.label)).toEqual([
      "Awaiting confirmation",
      "Confirmed",
      "Shipped",
      "Delivered",
      "Paid",
    ])
    expect(done("pending")).toEqual([true, false, false, false, false])
    expect(done("processing")).toEqual([true, true, false, false, false])
    expect(done("delivered")).toEqual([true, true, true, true, false])
    expect(done("delivered", true)).toEqual([true, true, true, true, true])
    expect(done("cancelled")).toEqual([false, false, false, false, false])
    expect(codTimeline("delivered", true).find((s) => s.current)?.label).toBe("Paid")
  })
})
