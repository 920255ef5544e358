import type { OrderReturnFacts } from "../request-rules"
import { returnOptions } from "../return-options"
import { facts as twoLines } from "./order-return-facts"

/** Two more lines: one not delivered, and the gift wrap charge. */
const facts = (over: Partial<OrderReturnFacts> = {}): OrderReturnFacts =>
  twoLines({
    lines: [
      ...twoLines().lines,
      { line: 3, itemId: "item_3", title: "Jasmine", delivered: 0, returned: 0, requested: 0 },
      { line: 4, itemId: "item_4", title: "Gift wrap", delivered: 1, returned: 0, requested: 0, charge: true },
    ],
    ...over,
  })
const reasons = [
  { id: "rr_1", value: "damaged-in-transit", label: "Damaged or leaked in transit", description: "Broken" },
  { id: "rr_2", value: "changed-mind", label: "Unopened and sealed — changed my mind", description: null },
  { id: "rr_3", value: "operator-added", label: "", description: null },
]
const settings = { windowDays: 7, pickupFee: 99 }

describe("returnOptions", () => {
  it("offers the delivered goods by invoice number with what is left, none on a line with an open return, no charge line", () => {
    const o = returnOptions(facts(), reasons, new Date("2026-11-05T00:00:00Z"), settings)
    expect(o.open).toBe(true)
    expect(o.lastDay).toBe("2026-11-08")
    expect(o.needsPayee).toBe(true)
    expect(o.lines).toEqual([
      { line: 1, title: "Oud", price: 299, returnable: 1, openReturn: false, sizes: [] },
      { line: 2, title: "Rose", price: 0, returnable: 0, openReturn: true, sizes: [] },
    ])
  })

  it("offers a line's other sizes (an exchange) at the server's price", () => {
    const sizes = new Map([
      ["prod_oud", [{ id: "P11", medusaId: "prod_oud30", variantId: "variant_1", name: "Oud", size: "30ml", price: 499, stock: 4 }]],
    ])
    const o = returnOptions(facts(), reasons, new Date("2026-11-05T00:00:00Z"), settings, sizes)
    expect(o.lines[0].sizes).toEqual([{ productId: "P11", name: "Oud", size: "30ml", price: 499 }])
    expect(o.lines[1].sizes).toEqual([])
  })

  it("names each reason's photos and pickup fee by the policy, an unknown reason asking for photos", () => {
    const o = returnOptions(facts(), reasons, new Date("2026-11-05T00:00:00Z"), settings)
    expect(o.reasons.map((r) => [r.id, r.label, r.photosRequired, r.chargesPickupFee])).toEqual([
      ["rr_1", "Damaged or leaked in transit", true, false],
      ["rr_2", "Unopened and sealed — changed my mind", false, true],
      ["rr_3", "operator-added", true, false],
    ])
    expect(o.pickupFee).toBe(99)
  })

  it("is closed after the window's last day (IST), before delivery and once cancelled", () => {
    expect(returnOptions(facts(), reasons, new Date("2026-11-08T18:29:00Z"), settings).open).toBe(true)
    expect(returnOptions(facts(), reasons, new Date("2026-11-08T18:31:00Z"), settings).open).toBe(false)
    const undelivered = returnOptions(facts({ deliveredAt: null }), reasons, new Date("2026-11-05T00:00:00Z"), settings)
    expect([undelivered.open, undelivered.lastDay]).toEqual([false, null])
    expect(returnOptions(facts({ cancelled: true }), reasons, new Date("2026-11-05T00:00:00Z"), settings).open).toBe(false)
  })
})
