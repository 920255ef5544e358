import type { GstSupplier } from "../store-settings"
import { splitInclusive, sumSplits, type GstSplit } from "../tax/gst-split"
import { gstStateCode, gstStateName, isIntraStateCode } from "../tax/gst-states"
import { amountInWords } from "./amount-in-words"
import { gstinStateCode } from "../gst/gstin"
import type { TaxDocumentKind } from "./number-series"

/** What an order contributes to its invoice (read by lib/invoices/read-invoice-facts). */
export type InvoiceOrderFacts = {
  orderId: string
  orderNumber: string
  orderTotal: number
  /** `stateCode`: the GST state code stored with the order's address (derived from its PIN), which decides the tax split. */
  buyer: { name: string; street: string; city: string; state: string; zipCode: string; phone: string; stateCode?: string | null } & B2bBuyer
  lines: { description: string; hsn: string; quantity: number; gross: number; rate: number }[]
  shipping: { gross: number; rate: number } | null
}

/** A registered buyer (B2B): their GSTIN and legal (business) name; absent for a consumer (B2C). */
export type B2bBuyer = { gstin?: string | null; businessName?: string | null }

/** `invoiceLine`: on a credit note, the invoice line (1-based) it reduces. */
type TaxDocumentLine = GstSplit & { description: string; hsn: string; quantity: number; invoiceLine?: number }

/** The content of an issued invoice or credit note, stored as issued and rendered by ./tax-document-pdf. */
export type TaxDocumentContent = {
  kind: TaxDocumentKind
  title: string
  number: string
  /** yyyy-mm-dd in IST. */
  date: string
  /** For a credit note, the invoice it reverses (`value`: that invoice's total, which decides B2CL in GSTR-1). */
  against: { number: string; date: string; value?: number } | null
  orderNumber: string
  supplier: GstSupplier & { stateCode: string | null }
  buyer: InvoiceOrderFacts["buyer"]
  placeOfSupply: { state: string; code: string | null }
  intraState: boolean
  lines: TaxDocumentLine[]
  shipping: (GstSplit & { sac: string }) | null
  totals: ReturnType<typeof sumSplits>
  amountInWords: string
  /** A credit note's reason (Rule 53: the operator's words, e.g. "Damaged in transit"). */
  reason?: string
}

/** An issued document's content as the invoice module stores it (a JSON column, which the model types as a plain record). */
export function storedContent(row: { document: unknown }): TaxDocumentContent {
  return row.document as TaxDocumentContent
}

/** Courier services (SAC 996812), shown beside the shipping line; taxed at the principal supply's rate (lib/tax/delivery-charges.ts). */
const SHIPPING_SAC = "996812"

/** The date in India (IST) as yyyy-mm-dd. */
export function istDate(date: Date): string {
  return new Date(date.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10)
}

/**
 * The invoice content: every line's tax taken out of what was paid for it
 * (after discounts), CGST + SGST when the goods go to the supplier's state,
 * IGST otherwise. The totals add up to exactly the order's total.
 */
export function buildTaxDocument(input: {
  kind: TaxDocumentKind
  number: string
  issuedAt: Date
  facts: InvoiceOrderFacts
  supplier: GstSupplier
  against?: TaxDocumentContent["against"]
}): TaxDocumentContent {
  const { facts, supplier } = input
  // Place of supply = where the goods are delivered (section 10(1)(a) IGST Act): the address's stored
  // state code, never its text, so "UP" and "Uttar Pradesh" cannot differ. Old facts without a code fall back to the text.
  const supplierCode = gstStateCode(supplier.state)
  // A registered buyer: the state of its GSTIN is the place of supply of the B2B invoice (what GSTR-1's b2b table reports).
  const buyerCode = facts.buyer.gstin ? gstinStateCode(facts.buyer.gstin) : (facts.buyer.stateCode ?? gstStateCode(facts.buyer.state))
  const intraState = isIntraStateCode(supplierCode, buyerCode)
  const lines = facts.lines.map((line) => ({
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    ...splitInclusive(line.gross, line.rate, intraState),
  }))
  const shipping =
    facts.shipping && facts.shipping.gross > 0
      ? { sac: SHIPPING_SAC, ...splitInclusive(facts.shipping.gross, facts.shipping.rate, intraState) }
      : null
  const totals = sumSplits([...lines, ...(shipping ? [shipping] : [])])
  return {
    kind: input.kind,
    title: input.kind === "invoice" ? "Tax Invoice" : "Credit Note",
    number: input.number,
    date: istDate(input.issuedAt),
    against: input.against ?? null,
    orderNumber: facts.orderNumber,
    supplier: { ...supplier, stateCode: supplierCode },
    buyer: facts.buyer,
    placeOfSupply: { state: gstStateName(buyerCode) ?? facts.buyer.state, code: buyerCode },
    intraState,
    lines,
    shipping,
    totals,
    amountInWords: amountInWords(totals.gross),
  }
}
