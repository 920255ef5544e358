import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { RefundPayee } from "@sugandh/contract"
import { invalidInput, notFound } from "../../../lib/errors"
import { readOrder } from "../../../lib/orders/read-orders"
import { reasonFlags, returnPolicySettings } from "../../../lib/returns/policy"
import { readOrderReturnFacts } from "../../../lib/returns/order-return-facts"
import { checkReturnRequest } from "../../../lib/returns/request-rules"
import { checkExchange } from "../../../lib/returns/exchange-rules"
import { otherSizes } from "../../../lib/returns/exchange-sizes"
import { RETURN_META } from "../../../lib/returns/return-answer"
import { isReturnPhotoOf } from "../../../lib/uploads/return-photos"

export type PrepareShopperReturnInput = {
  order_id: string
  items: { line: number; quantity: number }[]
  reason_id: string
  note?: string | null
  photos?: string[] | null
  refund_to?: RefundPayee | null
  /** Each returned line for another size of its product (an exchange), by catalogue product id. */
  exchange?: { line: number; productId: string }[] | null
  /** Whose photos may be named (lib/uploads/return-photos). */
  customer_id: string
}

export type PreparedShopperReturn = {
  order_id: string
  location_id: string | undefined
  items: { id: string; quantity: number; reason_id: string; internal_note?: string }[]
  metadata: Record<string, unknown>
  /** An exchange's new items (Medusa's outbound items) and the option they ship with; null for a return. */
  exchange: { items: { variant_id: string; quantity: number }[]; shipping_option_id: string | null } | null
}

/**
 * Checks the shopper's request against the order under its lock (issue 45's
 * limits, lib/returns/request-rules) and answers Medusa's return items,
 * the stock location the goods come back to (the one they were shipped
 * from), what the shop keeps on the return's metadata and, for an
 * exchange, the new sizes going out (lib/returns/exchange-rules). Read-only.
 */
export const prepareShopperReturnStep = createStep(
  "prepare-shopper-return",
  async (input: PrepareShopperReturnInput, { container }): Promise<StepResponse<PreparedShopperReturn>> => {
    const facts = await readOrderReturnFacts(container, input.order_id)
    if (!facts) throw notFound("Order not found")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: reasons } = await query.graph({ entity: "return_reason", fields: ["id", "value"], filters: { id: input.reason_id } })
    const reason = reasons[0] as { id: string; value: string } | undefined
    if (!reason) throw invalidInput("Pick one of the listed reasons", [{ msg: "Pick one of the listed reasons", path: "reasonId" }])
    const photos = [...new Set(input.photos ?? [])]
    const files = container.resolve(Modules.FILE)
    for (const [i, id] of photos.entries()) {
      const known =
        isReturnPhotoOf(id, input.customer_id) &&
        (await files.retrieveFile(id).then(
          () => true,
          () => false
        ))
      if (!known) throw invalidInput("Upload the photos first", [{ msg: "This photo was not uploaded by you", path: `photos.${i}` }])
    }

    const exchange = input.exchange?.length
      ? checkExchange(
          facts,
          input.items,
          input.exchange,
          await otherSizes(
            container,
            facts.lines.map((l) => l.productId ?? "")
          )
        )
      : null
    const checked = checkReturnRequest(
      facts,
      {
        items: input.items,
        hasPayee: !!input.refund_to,
        photoCount: photos.length,
        refundExpected: exchange && "outbound" in exchange ? exchange.refunds : true,
      },
      reasonFlags(reason.value),
      new Date(),
      returnPolicySettings().windowDays
    )
    if ("refusal" in checked) throw checked.refusal
    if (exchange && "refusal" in exchange) throw exchange.refusal

    const order = await readOrder<{
      fulfillments?: ({ location_id?: string | null; canceled_at?: unknown } | null)[]
      shipping_methods?: ({ shipping_option_id?: string | null } | null)[]
    }>(container, input.order_id, ["fulfillments.location_id", "fulfillments.canceled_at", "shipping_methods.shipping_option_id"])
    const location = (order?.fulfillments ?? []).find((f) => f?.location_id && !f.canceled_at)?.location_id ?? undefined
    const note = input.note?.trim() || undefined
    return new StepResponse({
      order_id: input.order_id,
      location_id: location,
      items: checked.items.map((i) => ({ ...i, reason_id: reason.id, ...(note ? { internal_note: note } : {}) })),
      metadata: {
        [RETURN_META.photos]: photos,
        ...(input.refund_to ? { [RETURN_META.refundTo]: input.refund_to } : {}),
        ...(input.exchange?.length
          ? { [RETURN_META.exchange]: input.exchange.map((e) => ({ line: e.line, productId: e.productId.toUpperCase() })) }
          : {}),
      },
      exchange:
        exchange && "outbound" in exchange
          ? {
              items: exchange.outbound.map((o) => ({ variant_id: o.variantId, quantity: o.quantity })),
              shipping_option_id: (order?.shipping_methods ?? []).find((m) => m?.shipping_option_id)?.shipping_option_id ?? null,
            }
          : null,
    })
  }
)
