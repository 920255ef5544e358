import { invalidInput } from "../errors"
import { splitInclusive, sumSplits, type GstSplit } from "../tax/gst-split"
import { amountInWords } from "./amount-in-words"
import { istDate, type TaxDocumentContent } from "./tax-document"

/**
 * Credit notes (CGST Act s.34, Rule 53) built from the invoice as it was
 * issued (stored content: buyer, place of supply, rates, split), never from
 * today's order or settings. An order may have several: the cancellation's,
 * which credits whatever is still uncredited, and the operator's partial ones
 * (a damaged line, a returned item, an agreed amount). Together they never
 * exceed the invoice, line by line.
 */

/** A credit note's line points back at the invoice line it reduces (1-based, as printed). */
export type CreditLine = GstSplit & { description: string; hsn: string; quantity: number; invoiceLine: number }

/**
 * What to credit: everything left (a cancellation); per invoice line a quantity (goods returned) or an amount
 * (value only), and/or shipping (the operator's); or a sum of money (a refund made in Medusa, which names no line).
 */
export type CreditRequest =
  | { kind: "remaining" }
  | { kind: "partial"; lines: { line: number; quantity?: number; amount?: number }[]; shipping?: number }
  | { kind: "amount"; amount: number }

const toPaise = (n: number) => Math.round(n * 100)

/** s.34(2) as amended by the Finance Act 2022: not after 30 November following the end of the invoice's financial year. */
export function creditNoteDeadline(invoiceDate: string): string {
  const [y, m] = invoiceDate.split("-").map(Number)
  const financialYearEnd = m >= 4 ? y + 1 : y // FY April-March: an invoice of Nov 2026 belongs to FY 2026-27, ending March 2027
  return `${financialYearEnd}-11-30`
}

const DISPLAY_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]
const displayDate = (d: string) => {
  const [y, m, day] = d.split("-").map(Number)
  return `${day} ${DISPLAY_MONTHS[m - 1]} ${y}`
}

/** The refusal when a credit note against this invoice is too late on `today` (IST), else null. */
export function creditNoteTooLate(invoice: Pick<TaxDocumentContent, "number" | "date">, now: Date): string | null {
  const deadline = creditNoteDeadline(invoice.date)
  if (istDate(now) <= deadline) return null
  return `A credit note against invoice ${invoice.number} could be issued until ${displayDate(deadline)} (CGST Act section 34(2)): 30 November after the end of its financial year.`
}

/** What earlier credit notes took from each invoice line and from the shipping, in paise. */
function creditedSoFar(prior: TaxDocumentContent[]) {
  const lines = new Map<number, { gross: number; quantity: number }>()
  let shipping = 0
  for (const note of prior) {
    for (const l of note.lines as Partial<CreditLine>[]) {
      // Credit notes from before partial ones reversed the whole invoice, line by line in order.
      const index = l.invoiceLine ?? note.lines.indexOf(l as CreditLine) + 1
      const entry = lines.get(index) ?? { gross: 0, quantity: 0 }
      entry.gross += toPaise(l.gross ?? 0)
      entry.quantity += l.quantity ?? 0
      lines.set(index, entry)
    }
    shipping += toPaise(note.shipping?.gross ?? 0)
  }
  return { lines, shipping }
}

/**
 * The credit note's content, or null when a "remaining" request finds nothing
 * left to credit. Refuses (invalid input) a line that is not on the invoice
 * or more than is left of it.
 */
export function buildCreditNote(input: {
  invoice: TaxDocumentContent
  prior: TaxDocumentContent[]
  request: CreditRequest
  number: string
  issuedAt: Date
  reason: string
}): TaxDocumentContent | null {
  const { invoice, request } = input
  const done = creditedSoFar(input.prior)
  const left = (index: number) => {
    const line = invoice.lines[index - 1]
    const used = done.lines.get(index) ?? { gross: 0, quantity: 0 }
    return { gross: toPaise(line.gross) - used.gross, quantity: line.quantity - used.quantity }
  }
  const shippingLeft = toPaise(invoice.shipping?.gross ?? 0) - done.shipping
  const split = (gross: number, rate: number) => splitInclusive(gross / 100, rate, invoice.intraState)

  const lines: CreditLine[] = []
  let shippingGross = 0
  if (request.kind === "amount") {
    // A refund names no line: its value is taken from what is left of each line and of the shipping in
    // proportion (value only, no quantity), the last part taking the rounding so the paise add up exactly.
    const parts = [
      ...invoice.lines.map((line, i) => ({ line, index: i + 1, gross: Math.max(left(i + 1).gross, 0) })),
      { line: null, index: 0, gross: Math.max(shippingLeft, 0) },
    ].filter((p) => p.gross > 0)
    const available = parts.reduce((sum, p) => sum + p.gross, 0)
    let wanted = Math.min(toPaise(request.amount), available)
    let base = available
    for (const part of parts) {
      const share = part === parts[parts.length - 1] ? wanted : Math.round((wanted * part.gross) / base)
      wanted -= share
      base -= part.gross
      if (share <= 0) continue
      if (part.line) lines.push({ ...part.line, ...split(share, part.line.rate), quantity: 0, invoiceLine: part.index })
      else shippingGross = share
    }
  } else if (request.kind === "remaining") {
    invoice.lines.forEach((line, i) => {
      const rest = left(i + 1)
      if (rest.gross > 0) lines.push({ ...line, ...split(rest.gross, line.rate), quantity: Math.max(rest.quantity, 0), invoiceLine: i + 1 })
    })
    shippingGross = Math.max(shippingLeft, 0)
  } else {
    const errors: { msg: string; path: string }[] = []
    const named = new Set<number>()
    request.lines.forEach((wanted, i) => {
      const path = `lines[${i}]`
      const line = invoice.lines[wanted.line - 1]
      if (!Number.isInteger(wanted.line) || !line)
        return errors.push({ msg: `Invoice ${invoice.number} has no line ${wanted.line}`, path: `${path}.line` })
      // Each line once: every entry is checked against what is left of its line, so a line named
      // twice would pass twice and credit more than the invoice charged.
      if (named.has(wanted.line)) return errors.push({ msg: `Line ${wanted.line} is named more than once`, path: `${path}.line` })
      named.add(wanted.line)
      const rest = left(wanted.line)
      let gross: number
      let quantity = 0
      if (wanted.quantity !== undefined) {
        if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1 || wanted.quantity > rest.quantity) {
          return errors.push({
            msg: `Line ${wanted.line} has ${Math.max(rest.quantity, 0)} unit(s) left to credit`,
            path: `${path}.quantity`,
          })
        }
        quantity = wanted.quantity
        // The last units take what is left, so rounding never leaves a paisa behind.
        gross = quantity === rest.quantity ? rest.gross : Math.round((toPaise(line.gross) * quantity) / line.quantity)
      } else {
        gross = toPaise(wanted.amount ?? 0)
      }
      if (gross <= 0 || gross > rest.gross) {
        return errors.push({ msg: `Line ${wanted.line} has ₹${(rest.gross / 100).toFixed(2)} left to credit`, path: `${path}.amount` })
      }
      lines.push({ ...line, ...split(gross, line.rate), quantity, invoiceLine: wanted.line })
    })
    if (request.shipping !== undefined) {
      shippingGross = toPaise(request.shipping)
      if (shippingGross <= 0 || shippingGross > shippingLeft) {
        errors.push({ msg: `Shipping has ₹${(Math.max(shippingLeft, 0) / 100).toFixed(2)} left to credit`, path: "shipping" })
      }
    }
    if (errors.length) throw invalidInput(errors[0].msg, errors)
    if (!lines.length && !shippingGross)
      throw invalidInput("Choose a line or the shipping to credit", [{ msg: "Choose a line or the shipping to credit", path: "lines" }])
  }

  const shipping =
    shippingGross > 0 && invoice.shipping ? { sac: invoice.shipping.sac, ...split(shippingGross, invoice.shipping.rate) } : null
  if (!lines.length && !shipping) return null
  const totals = sumSplits([...lines, ...(shipping ? [shipping] : [])])
  return {
    kind: "credit_note",
    title: "Credit Note",
    number: input.number,
    date: istDate(input.issuedAt),
    against: { number: invoice.number, date: invoice.date, value: invoice.totals.gross },
    orderNumber: invoice.orderNumber,
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    lines,
    shipping,
    totals,
    amountInWords: amountInWords(totals.gross),
    reason: input.reason,
  }
}
