/**
 * Which credit note already issued for the same money a Medusa refund pays
 * for, so that every refund has exactly one credit note (decisions D2):
 * the refund's own (keyed `refund:<id>`), or a note issued before it for
 * goods or by an operator. Null: the refund has no note behind it and gets
 * its own, spread over what the invoice still has (a goodwill refund).
 */

export type NoteForRefund = {
  id: string
  number: string
  /** The note's key within its order: `return:<id>`, "cancel", `refund:<id>`, or the operator's request id. */
  reference: string | null
  /** Rupees, GST included. */
  total: number
  /** The refund that already took this note, if any. */
  refundId: string | null
}

export type RefundToMatch = {
  id: string
  /** Rupees. */
  amount: number
  /** What Medusa keeps with the refund: the operator's note in Medusa admin, the shop's source key, a bank UTR. */
  note: string | null
  /** The shop's refund record's source (`return:<id>`, `cancellation:<id>`, ...), when the shop asked for it. */
  source: string | null
}

const paise = (rupees: number) => Math.round(rupees * 100)
const SOURCE_KEY = /^(return|rto|cancellation|exchange-difference):\S+$/

/** The note key a named source stands for: a return's goods note, or the cancellation's. */
function referenceOfSource(source: string): string | null {
  if (source.startsWith("return:")) return source
  if (source.startsWith("cancellation:")) return "cancel"
  return null
}

/**
 * The rule, in order (notes oldest first):
 * 1. the note this refund already has (replayed event, backfill);
 * 2. the note the refund names, if no other refund took it: its source (the shop's refund record, or
 *    a Medusa refund note that is a source key) or a credit note number written in Medusa admin's note;
 * 3. a free note (a return's, an operator's, the cancellation's) for exactly the refund's amount;
 * 4. a free return or cancellation note for more than the refund (a return's refund keeps back its
 *    return shipping or pickup fee, as the shop's own refund does; the goods note credits the goods).
 * An operator's note is taken only for its exact amount: any other sum is another refund.
 */
export function creditNoteForRefund(refund: RefundToMatch, notes: NoteForRefund[]): NoteForRefund | null {
  const own = notes.find((n) => n.refundId === refund.id || n.reference === `refund:${refund.id}`)
  if (own) return own
  const free = notes.filter((n) => !n.refundId && !n.reference?.startsWith("refund:"))

  const note = refund.note?.trim() ?? ""
  const source = refund.source ?? (SOURCE_KEY.test(note) ? note : null)
  const namedReference = source ? referenceOfSource(source) : null
  const named =
    (namedReference && free.find((n) => n.reference === namedReference)) ||
    (note && free.find((n) => note.toUpperCase().includes(n.number.toUpperCase())))
  if (named) return named

  const wanted = paise(refund.amount)
  const exact = free.find((n) => paise(n.total) === wanted)
  if (exact) return exact
  const forGoods = (n: NoteForRefund) => !!n.reference && (n.reference.startsWith("return:") || n.reference === "cancel")
  return free.find((n) => forGoods(n) && paise(n.total) > wanted) ?? null
}
