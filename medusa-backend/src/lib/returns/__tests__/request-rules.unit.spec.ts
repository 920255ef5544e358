import { checkReturnRequest } from "../request-rules"
import { facts } from "./order-return-facts"
import { reasonFlags } from "../policy"
import { CHARGES_ARE_NOT_RETURNED } from "../../orders/charge-lines"

const now = new Date("2026-11-05T00:00:00Z")
const wanted = (items: { line: number; quantity: number }[], hasPayee = true, photoCount = 0) => ({ items, hasPayee, photoCount })
const refusal = (r: ReturnType<typeof checkReturnRequest>) => ("refusal" in r ? r.refusal : null)

describe("checkReturnRequest", () => {
  it("answers Medusa's items for delivered units not yet returned", () => {
    expect(checkReturnRequest(facts(), wanted([{ line: 1, quantity: 1 }]), reasonFlags("missing-item"), now, 7)).toEqual({
      items: [{ id: "item_1", quantity: 1 }],
    })
  })

  it("refuses more than delivered less returned, naming the line (400), and a line not on the invoice", () => {
    const r = refusal(
      checkReturnRequest(
        facts(),
        wanted([
          { line: 1, quantity: 2 },
          { line: 9, quantity: 1 },
        ]),
        reasonFlags("missing-item"),
        now,
        7
      )
    )
    expect(r?.kind).toBe("invalid")
    expect(r?.errors).toEqual([
      { msg: "Line 1 (Oud): at most 1 unit(s) can be returned", path: "items.0.quantity" },
      { msg: "The order has no line 9", path: "items.1.line" },
    ])
  })

  it("refuses a charge line (gift wrap, COD fee) as goods to take back, naming it (400)", () => {
    const withWrap = facts({
      lines: [...facts().lines, { line: 3, itemId: "item_3", title: "Gift wrap", delivered: 1, returned: 0, requested: 0, charge: true }],
    })
    const r = refusal(checkReturnRequest(withWrap, wanted([{ line: 3, quantity: 1 }]), reasonFlags("missing-item"), now, 7))
    expect(r?.kind).toBe("invalid")
    expect(r?.errors).toEqual([{ msg: `Line 3: ${CHARGES_ARE_NOT_RETURNED}`, path: "items.0.line" }])
  })

  it("refuses a line with an open return, an undelivered or cancelled order (409)", () => {
    expect(refusal(checkReturnRequest(facts(), wanted([{ line: 2, quantity: 1 }]), reasonFlags("missing-item"), now, 7))?.kind).toBe(
      "conflict"
    )
    expect(
      refusal(checkReturnRequest(facts({ deliveredAt: null }), wanted([{ line: 1, quantity: 1 }]), reasonFlags("missing-item"), now, 7))
        ?.message
    ).toBe("An order can be returned once it is delivered")
    expect(
      refusal(checkReturnRequest(facts({ cancelled: true }), wanted([{ line: 1, quantity: 1 }]), reasonFlags("missing-item"), now, 7))?.kind
    ).toBe("conflict")
  })

  it("closes the window after its last day in IST, naming it", () => {
    const inside = new Date("2026-11-08T18:29:00Z") // 23:59 IST on 8 Nov
    const outside = new Date("2026-11-08T18:31:00Z") // 00:01 IST on 9 Nov
    expect("items" in checkReturnRequest(facts(), wanted([{ line: 1, quantity: 1 }]), reasonFlags("missing-item"), inside, 7)).toBe(true)
    const r = refusal(checkReturnRequest(facts(), wanted([{ line: 1, quantity: 1 }]), reasonFlags("missing-item"), outside, 7))
    expect(r?.message).toBe("Returns for this order closed on 8 November 2026")
    expect(r?.extra).toEqual({ lastDay: "2026-11-08" })
  })

  it("needs a payee for a manual payment and photos for a reason that asks for them", () => {
    const r = refusal(checkReturnRequest(facts(), wanted([{ line: 1, quantity: 1 }], false, 0), reasonFlags("damaged-in-transit"), now, 7))
    expect(r?.errors?.map((e) => e.path)).toEqual(["refundTo", "photos"])
    expect(
      "items" in
        checkReturnRequest(
          facts({ manualPayment: false }),
          wanted([{ line: 1, quantity: 1 }], false, 1),
          reasonFlags("damaged-in-transit"),
          now,
          7
        )
    ).toBe(true)
  })
})
