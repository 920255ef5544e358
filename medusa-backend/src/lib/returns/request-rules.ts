import { conflict, invalidInput, type DomainError, type FieldError } from "../errors"
import { CHARGES_ARE_NOT_RETURNED } from "../orders/charge-lines"
import { isInsideReturnWindow, returnWindowLastDay, type ReturnReasonFlags } from "./policy"

/**
 * The shopper's return request against the order as Medusa records it
 * (issue 45's limits). Pure: the facts are read by ./order-return-facts.
 */

/** One invoice line (1-based, as the invoice and credit notes number them) with Medusa's item quantities. */
export type ReturnableLine = {
  line: number
  itemId: string
  title: string
  /** The line's Medusa product (its other sizes are what an exchange may take). */
  productId?: string | null
  /** Medusa's unit price of the line (rupees). */
  unitPrice?: number
  /** Units delivered (Medusa's delivered_quantity). */
  delivered: number
  /** Units already received back or written off by earlier returns. */
  returned: number
  /** Units on a return that is requested and not received yet. */
  requested: number
  /** A charge of the order (gift wrap, COD fee), not goods: never returned (the form does not offer it; a request naming it is a 400). */
  charge?: boolean
}

export type OrderReturnFacts = {
  orderId: string
  cancelled: boolean
  /** When the first parcel was delivered; null when nothing was delivered. */
  deliveredAt: Date | null
  /** A manual payment (UPI QR, bank transfer, COD): the refund needs a payee. */
  manualPayment: boolean
  lines: ReturnableLine[]
}

export type WantedReturn = {
  items: { line: number; quantity: number }[]
  hasPayee: boolean
  photoCount: number
  /** False for an exchange that refunds nothing (the new sizes cost as much or more): no payee asked for. */
  refundExpected?: boolean
}

const day = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number)
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
}

/**
 * The Medusa items and quantities to return, or the refusal: 409 for an
 * order that is cancelled, not delivered or past its window (with the
 * window's last day, IST), or a line with a return already open; 400 naming
 * the line for a line not on the invoice or more units than are left, 400 on
 * refundTo for a manual payment without a payee, on photos when the reason
 * needs them.
 */
export function checkReturnRequest(
  facts: OrderReturnFacts,
  wanted: WantedReturn,
  reason: ReturnReasonFlags,
  now: Date,
  windowDays: number
): { items: { id: string; quantity: number }[] } | { refusal: DomainError } {
  if (facts.cancelled) return { refusal: conflict("A cancelled order cannot be returned") }
  if (!facts.deliveredAt) return { refusal: conflict("An order can be returned once it is delivered") }
  if (!isInsideReturnWindow(facts.deliveredAt, now, windowDays)) {
    const lastDay = returnWindowLastDay(facts.deliveredAt, windowDays)
    return { refusal: conflict(`Returns for this order closed on ${day(lastDay)}`, { lastDay }) }
  }
  const errors: FieldError[] = []
  const items: { id: string; quantity: number }[] = []
  for (const [i, want] of wanted.items.entries()) {
    const line = facts.lines.find((l) => l.line === want.line)
    if (!line) {
      errors.push({ msg: `The order has no line ${want.line}`, path: `items.${i}.line` })
      continue
    }
    if (line.charge) {
      errors.push({ msg: `Line ${line.line}: ${CHARGES_ARE_NOT_RETURNED}`, path: `items.${i}.line` })
      continue
    }
    if (line.requested > 0) {
      return { refusal: conflict(`Line ${line.line} (${line.title}) already has an open return`, { line: line.line }) }
    }
    const left = Math.max(line.delivered - line.returned, 0)
    if (want.quantity > left) {
      errors.push({ msg: `Line ${line.line} (${line.title}): at most ${left} unit(s) can be returned`, path: `items.${i}.quantity` })
      continue
    }
    items.push({ id: line.itemId, quantity: want.quantity })
  }
  if (facts.manualPayment && !wanted.hasPayee && wanted.refundExpected !== false) {
    errors.push({ msg: "Enter a UPI ID or a bank account and IFSC for the refund", path: "refundTo" })
  }
  if (reason.photosRequired && wanted.photoCount === 0) {
    errors.push({ msg: "Add at least one photo for this reason", path: "photos" })
  }
  if (errors.length) return { refusal: invalidInput(errors[0].msg, errors) }
  return { items }
}
