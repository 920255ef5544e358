import { model } from "@medusajs/framework/utils"

/**
 * One refund asked of the shop's refund entry point (decisions D2), keyed by
 * its source ("return:ret_…", "rto:ful_…"): the unique key is what makes a
 * double click or a retried job refund once. A manual payment's refund waits
 * here as "due" with the payee until the operator pays it and gives the
 * bank's reference (UTR); a gateway payment's refund is recorded "paid" at
 * once with Medusa's refund id. "void" is a due refund that will not be paid.
 */
export const RefundDue = model
  .define("refund_due", {
    id: model.id({ prefix: "rfd" }).primaryKey(),
    order_id: model.text(),
    /** The order's payment the Medusa refund is recorded on. */
    payment_id: model.text(),
    /** Rupees. */
    amount: model.bigNumber(),
    source_key: model.text().unique(),
    source_kind: model.enum(["return", "rto", "cancellation", "exchange-difference"]),
    source_id: model.text(),
    /** Where the money goes for a manual refund; null for a gateway refund (back to the card or UPI it came from). */
    payee_kind: model.enum(["upi", "bank"]).nullable(),
    upi_id: model.text().nullable(),
    account_name: model.text().nullable(),
    account_number: model.text().nullable(),
    ifsc: model.text().nullable(),
    state: model.enum(["due", "paid", "void"]).default("due"),
    utr: model.text().nullable(),
    /** Medusa's refund (payment.refunds) once recorded. */
    refund_id: model.text().nullable(),
    paid_at: model.dateTime().nullable(),
  })
  .checks([{ name: "refund_due_amount_positive", expression: (c) => `${c.amount} > 0` }])
  .indexes([{ on: ["state", "created_at"] }, { on: ["order_id"] }])
