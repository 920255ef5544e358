/**
 * Once more at `medusa db:migrate` (issue 48, decisions D2): the GST backfill again, now that credit notes
 * name the refund they answer. Every refund of an open order goes through the matching rule, so a
 * return's or an operator's note a refund paid for before is recorded as that refund's (a later refund
 * cannot take it), and anything still missing is issued; each link and document is logged.
 */
export { default } from "./backfill-tax-documents"
