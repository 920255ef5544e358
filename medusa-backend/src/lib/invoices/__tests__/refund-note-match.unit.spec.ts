import { creditNoteForRefund, type NoteForRefund } from "../refund-note-match"

const note = (id: string, reference: string | null, total: number, refundId: string | null = null): NoteForRefund => ({
  id,
  number: `SGC/26-27/0000${id.slice(-1)}`,
  reference,
  total,
  refundId,
})
const refund = (amount: number, note: string | null = null, source: string | null = null, id = "ref_new") => ({ id, amount, note, source })

describe("the credit note a refund pays for", () => {
  it("is the refund's own when it has one (a replayed event, the backfill)", () => {
    const own = note("n1", "refund:ref_new", 100)
    expect(creditNoteForRefund(refund(100), [own])).toBe(own)
    const linked = note("n2", "return:ret_1", 500, "ref_new")
    expect(creditNoteForRefund(refund(480), [linked])).toBe(linked)
  })

  it("is the note the refund names: its source, a source key as Medusa's note, a credit note number in the note", () => {
    const goods = note("n1", "return:ret_1", 500)
    const other = note("n2", "return:ret_2", 300)
    expect(creditNoteForRefund(refund(300, "412345678901", "return:ret_1"), [goods, other])).toBe(goods)
    expect(creditNoteForRefund(refund(300, "return:ret_1"), [goods, other])).toBe(goods)
    expect(creditNoteForRefund(refund(300, "For sgc/26-27/00001, damaged"), [other, goods])).toBe(goods)
    const cancel = note("n3", "cancel", 630)
    expect(creditNoteForRefund(refund(630, "412345678901", "cancellation:ord_1"), [cancel])).toBe(cancel)
  })

  it("is a free note for exactly the refund's amount: an operator's partial note, a return's note", () => {
    const operator = note("n1", "op-5b2f", 120)
    expect(creditNoteForRefund(refund(120, "Damaged cap"), [operator])).toBe(operator)
    const goods = note("n2", "return:ret_1", 499.5)
    expect(creditNoteForRefund(refund(499.5), [operator, goods])).toBe(goods)
  })

  it("is a return's note for more than the refund (the return shipping or pickup fee kept back), never an operator's", () => {
    const operator = note("n1", "op-5b2f", 300)
    const goods = note("n2", "return:ret_1", 500)
    expect(creditNoteForRefund(refund(401), [operator, goods])).toBe(goods)
    expect(creditNoteForRefund(refund(200), [operator])).toBeNull()
    // A refund above every note pays for goods no note covers: its own note.
    expect(creditNoteForRefund(refund(600), [operator, goods])).toBeNull()
  })

  it("never takes a note another refund took, nor another refund's own note", () => {
    const taken = note("n1", "return:ret_1", 500, "ref_old")
    const theirs = note("n2", "refund:ref_old", 100)
    expect(creditNoteForRefund(refund(500, "return:ret_1"), [taken, theirs])).toBeNull()
    expect(creditNoteForRefund(refund(100), [taken, theirs])).toBeNull()
  })

  it("takes the oldest of equal candidates, so refunds in the order they were made take notes in the order issued", () => {
    const first = note("n1", "op-a", 100)
    const second = note("n2", "op-b", 100)
    expect(creditNoteForRefund(refund(100), [first, second])).toBe(first)
    expect(creditNoteForRefund(refund(100, null, null, "ref_2"), [{ ...first, refundId: "ref_new" }, second])).toBe(second)
  })
})
