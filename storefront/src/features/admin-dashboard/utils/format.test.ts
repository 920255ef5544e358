import { describe, expect, it } from "vitest"
import type { AdminOrder } from "../types"
import { fullName, recentOrders, statCards, waitingAge } from "./format"
import { medusaAdminUrl } from "./admin-url"
import { failureText, successText } from "./messages"
import { ApiError } from "@/lib/api"
import { canConfirm, canShip, isIsoDay, orderTimeline } from "./order-status"

describe("statCards", () => {
  it("shows the four stats in order, revenue in rupees and counts with Indian grouping", () => {
    const cards = statCards({ totalUsers: 123456, totalOrders: 42, totalRevenue: 1234567.5, totalProducts: 60 })
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ["Total Users", "1,23,456"],
      ["Total Orders", "42"],
      ["Total Revenue", "₹12,34,567.50"],
      ["Total Products", "60"],
    ])
  })

  it("reads zero revenue as ₹0", () => {
    expect(statCards({ totalUsers: 0, totalOrders: 0, totalRevenue: 0, totalProducts: 0 })[2].value).toBe("₹0")
  })
})

describe("recentOrders", () => {
  it("keeps the five newest", () => {
    const orders = [3, 7, 1, 5, 2, 6, 4].map((d) => ({ _id: String(d), createdAt: `2025-01-0${d}T10:00:00Z` }) as AdminOrder)
    expect(recentOrders(orders).map((o) => o._id)).toEqual(["7", "6", "5", "4", "3"])
  })
})

describe("helpers", () => {
  it("names a user, falling back to the e-mail", () => {
    expect(fullName({ firstName: "Asha", lastName: "Verma" })).toBe("Asha Verma")
    expect(fullName({ firstName: "", lastName: "", email: "a@b.c" })).toBe("a@b.c")
  })

  it("links the Medusa admin on the page's own origin", () => {
    expect(medusaAdminUrl("http://localhost:5176")).toBe("http://localhost:5176/app")
    expect(medusaAdminUrl("https://shop.example/")).toBe("https://shop.example/app")
  })

  it("shows the server's message, the network text, or the fallback", () => {
    expect(failureText(new ApiError("Order is already shipped", { status: 409 }), "Failed")).toBe("Order is already shipped")
    expect(failureText(new ApiError("offline", { status: 0, kind: "network" }), "Failed", "Network error. Please try again.")).toBe(
      "Network error. Please try again."
    )
    expect(failureText(new Error("boom"), "Failed")).toBe("Failed")
    expect(successText({ message: "Coupon deactivated" }, "x")).toBe("Coupon deactivated")
    expect(successText(null, "Saved")).toBe("Saved")
  })

  it("offers Confirm on pending and Ship on processing only", () => {
    expect(["pending", "processing", "shipped", "delivered", "cancelled"].filter((s) => canConfirm(s as never))).toEqual(["pending"])
    expect(["pending", "processing", "shipped", "delivered", "cancelled"].filter((s) => canShip(s as never))).toEqual(["processing"])
  })

  it("checks YYYY-MM-DD days", () => {
    expect(isIsoDay("2030-02-28")).toBe(true)
    expect(isIsoDay("2030-02-30")).toBe(false)
    expect(isIsoDay("28-02-2030")).toBe(false)
  })

  it("builds the timeline from the order's facts", () => {
    const base = { createdAt: "2025-01-01T00:00:00Z", shippedAt: null, deliveredAt: null, cancelledAt: null, paymentStatus: "pending" }
    expect(orderTimeline({ ...base, orderStatus: "pending" }).map((s) => s.done)).toEqual([true, false, false, false])
    expect(
      orderTimeline({ ...base, orderStatus: "shipped", shippedAt: "2025-01-02T00:00:00Z", paymentStatus: "paid" }).map((s) => s.done)
    ).toEqual([true, true, true, false])
    const cancelled = orderTimeline({ ...base, orderStatus: "cancelled", cancelledAt: "2025-01-03T00:00:00Z" })
    expect(cancelled.at(-1)).toEqual({ label: "Cancelled", done: true, at: "2025-01-03T00:00:00Z" })
  })
})

describe("waitingAge", () => {
  const now = new Date("2026-11-23T12:00:00Z")
  it("says how long the oldest unpaid order has waited", () => {
    expect(waitingAge(null, now)).toBe("")
    expect(waitingAge("2026-11-23T11:30:00Z", now)).toBe("oldest waiting under 1 h")
    expect(waitingAge("2026-11-23T07:00:00Z", now)).toBe("oldest waiting 5 h")
    expect(waitingAge("2026-11-21T07:00:00Z", now)).toBe("oldest waiting 2 d 5 h")
  })
})
