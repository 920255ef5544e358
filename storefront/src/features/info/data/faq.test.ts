import { describe, expect, it } from "vitest"
import { FAQ, filterFaq } from "./faq"

describe("filterFaq", () => {
  it("keeps everything for a blank query", () => {
    expect(filterFaq(FAQ, "  ")).toBe(FAQ)
  })
  it("filters questions and answers case-insensitively and drops empty categories", () => {
    const hits = filterFaq(FAQ, "SEALED")
    expect(hits.map((c) => c.id)).toEqual(["returns"])
    expect(hits[0]!.items).toHaveLength(1)
    expect(filterFaq(FAQ, "zzz")).toEqual([])
  })
  it("says gift wrapping is available, for how much and with what message (the spec: for an extra fee)", () => {
    const [category] = filterFaq(FAQ, "gift wrap")
    expect(category?.id).toBe("shipping")
    expect(category?.items[0]?.a).toMatch(/₹49 per order.*200 characters/)
  })
  it("has the spec's five categories", () => {
    expect(FAQ.map((c) => c.title)).toEqual(["General", "Shipping & Delivery", "Returns & Refunds", "Payment", "Account & Support"])
  })
})
