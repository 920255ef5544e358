import { describe, expect, it } from "vitest"
import { dashboardAccess, tabAfterKey, tabFromSearch, TABS } from "./access"

describe("dashboardAccess", () => {
  it("lets only admins in", () => {
    expect(dashboardAccess({ role: "admin" }, false)).toBe("granted")
    expect(dashboardAccess({ role: "customer" }, false)).toBe("denied")
    expect(dashboardAccess(null, false)).toBe("signed-out")
  })

  it("waits while the stored session is checked", () => {
    expect(dashboardAccess(null, true)).toBe("checking")
    expect(dashboardAccess({ role: "admin" }, true)).toBe("checking")
  })
})

describe("tabs", () => {
  it("are the spec's five, in order, then Returns (issue 45) and Failed deliveries (issue 44)", () => {
    expect(TABS.map((t) => t.label)).toEqual(["Overview", "Users", "Orders", "Products", "Coupons", "Returns", "Failed deliveries"])
  })

  it("come from ?tab=, defaulting to Overview", () => {
    expect(tabFromSearch(new URLSearchParams("tab=coupons"))).toBe("coupons")
    expect(tabFromSearch(new URLSearchParams("tab=nope"))).toBe("overview")
    expect(tabFromSearch(new URLSearchParams(""))).toBe("overview")
  })

  it("move with arrows, Home and End, wrapping around", () => {
    expect(tabAfterKey("overview", "ArrowRight")).toBe("users")
    expect(tabAfterKey("overview", "ArrowLeft")).toBe("deliveries")
    expect(tabAfterKey("coupons", "ArrowRight")).toBe("returns")
    expect(tabAfterKey("returns", "ArrowRight")).toBe("deliveries")
    expect(tabAfterKey("deliveries", "ArrowRight")).toBe("overview")
    expect(tabAfterKey("orders", "Home")).toBe("overview")
    expect(tabAfterKey("orders", "End")).toBe("deliveries")
    expect(tabAfterKey("orders", "Enter")).toBeNull()
  })
})
