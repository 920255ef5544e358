import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidInput } from "../../../../../lib/errors"
import { formatOrderNumber } from "../../../../../lib/orders/order-number"
import { readOrders } from "../../../../../lib/orders/read-orders"
import { amount } from "../../../../../lib/orders/to-order-view"
import { istDate } from "../../../../../lib/invoices/tax-document"
import { istDayBounds, payoutCsv } from "../../../../../lib/refunds/payout-csv"
import { REFUND_DUE_MODULE } from "../../../../../modules/refund-due"
import type RefundDueModuleService from "../../../../../modules/refund-due/service"

const DATE_MESSAGE = "Date must be a day as yyyy-mm-dd"

/**
 * GET /api/admin/refunds-due/payout?date=yyyy-mm-dd (default today, IST):
 * the refunds due recorded that day as the bank's bulk-payout CSV.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const day = typeof req.query.date === "string" && req.query.date ? req.query.date : istDate(new Date())
  const bounds = istDayBounds(day)
  if (!bounds) throw invalidInput(DATE_MESSAGE, [{ msg: DATE_MESSAGE, path: "date" }])
  const rows = await req.scope
    .resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
    .listRefundDues({ state: "due", created_at: { $gte: bounds.from, $lt: bounds.to } }, { order: { created_at: "ASC" } })
  const orders = rows.length
    ? await readOrders<{ id: string; display_id: number }>(req.scope, {
        fields: ["id", "display_id"],
        filters: { id: [...new Set(rows.map((r) => r.order_id))] },
      })
    : []
  const numberOf = new Map(orders.map((o) => [o.id, formatOrderNumber(o.display_id)]))
  const csv = payoutCsv(
    rows.map((r) => ({
      id: r.id,
      order_number: numberOf.get(r.order_id) ?? r.order_id,
      source_key: r.source_key,
      amount: amount(r.amount as unknown as number),
      payee_kind: r.payee_kind,
      upi_id: r.upi_id,
      account_name: r.account_name,
      account_number: r.account_number,
      ifsc: r.ifsc,
    }))
  )
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="refunds-due-${day}.csv"`)
  res.status(200).send(csv)
}
