import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { conflict, notFound } from "../../../lib/errors"
import { readExchangeAnswers } from "../../../lib/returns/exchange-answer"
import { readReturnRow } from "../../../lib/returns/read-returns"
import { loadOrderView } from "../../../lib/orders/queries"
import { amount } from "../../../lib/orders/to-order-view"

export type PreparedExchangeShipment = { order_id: string; items: { id: string; quantity: number }[] }

/**
 * What the exchange's parcel holds: the exchange's new items not fulfilled yet. Refused (409): a
 * return that is no exchange, new items already sent, and a prepaid order whose difference is not
 * paid yet (a cash-on-delivery order's difference is collected in cash with the parcel, as the
 * shopper is told). Read-only, under the order's lock.
 */
export const prepareExchangeShipmentStep = createStep(
  "prepare-exchange-shipment",
  async (input: { return_id: string }, { container }): Promise<StepResponse<PreparedExchangeShipment>> => {
    const row = await readReturnRow(container, input.return_id)
    if (!row) throw notFound("Return not found")
    if (!row.exchange_id) throw conflict("This return is not an exchange: nothing new to ship")
    const exchange = (await readExchangeAnswers(container, [row])).get(row.id)
    if (!exchange) throw notFound("Exchange not found")
    if (exchange.shipped) throw conflict("The exchange's new items are already shipped")
    const order = await loadOrderView(container, row.order_id)
    const due = Math.min(Math.max(exchange.difference, 0), order?.amountDue ?? 0)
    if (due > 0 && order?.paymentMethod !== "cod") {
      throw conflict(`₹${due.toFixed(2)} of the exchange is still to pay: confirm the payment first`)
    }
    const orders = container.resolve(Modules.ORDER)
    const [medusaExchange] = await orders.listOrderExchanges({ id: row.exchange_id }, { relations: ["additional_items"] })
    const ids = new Set((medusaExchange?.additional_items ?? []).map((i) => i.item_id))
    const { items = [] } = await orders.retrieveOrder(row.order_id, { relations: ["items", "items.detail"] })
    const open = (items ?? [])
      .filter((i) => !!i && ids.has(i.id))
      .map((i) => ({ id: i.id, quantity: amount(i.quantity as never) - amount((i.detail?.fulfilled_quantity ?? 0) as never) }))
      .filter((i) => i.quantity > 0)
    if (!open.length) throw conflict("The exchange's new items are already shipped")
    return new StepResponse({ order_id: row.order_id, items: open })
  }
)
