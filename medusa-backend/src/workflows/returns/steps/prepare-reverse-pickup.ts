import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { FulfillmentWorkflow } from "@medusajs/framework/types"
import { reversePickupOptionOf } from "../../../lib/shipping/courier-options"
import { readOrder } from "../../../lib/orders/read-orders"
import { formatOrderNumber } from "../../../lib/orders/order-number"
import { readReturnRow } from "../../../lib/returns/read-returns"
import { getStoreSettings } from "../../../lib/store-settings"
import { REVERSE_PICKUP_META } from "../../../modules/providers/fulfillment-shiprocket/return-booking"

type Address = Record<string, string | null | undefined>
type OrderRow = {
  id: string
  display_id: number
  email?: string | null
  shipping_address?: Address | null
  items?: ({ id: string; title?: string | null; product_title?: string | null; variant_sku?: string | null } | null)[]
}

/**
 * The return fulfillment a reverse pickup needs (D2), or null when no courier is configured (the
 * shopper sends the parcel: Medusa's manual way, nothing booked): the courier's return option, the
 * returned items, the stock location the parcel goes back to (its address the courier's
 * destination) and, on the fulfillment's metadata, the shopper's address and the return's number,
 * which Medusa does not hand a provider. Null for a rejection. Read-only.
 */
export const prepareReversePickupStep = createStep(
  "prepare-reverse-pickup",
  async (
    input: { return_id: string; approved: boolean },
    { container }
  ): Promise<StepResponse<FulfillmentWorkflow.CreateFulfillmentWorkflowInput | null>> => {
    if (!input.approved) return new StepResponse(null)
    const option = await reversePickupOptionOf(container)
    const row = await readReturnRow(container, input.return_id)
    if (!option || !row) return new StepResponse(null)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: returns } = await query.graph({
      entity: "return",
      fields: ["id", "location_id", "display_id", "fulfillments.id"],
      filters: { id: row.id },
    })
    const found = returns[0] as { location_id?: string | null; fulfillments?: unknown[] | null } | undefined
    // A return confirmed in Medusa admin with a return shipping option already has its fulfillment.
    if ((found?.fulfillments ?? []).some(Boolean)) return new StepResponse(null)
    const locationId = found?.location_id
    const { data: locations } = locationId
      ? await query.graph({ entity: "stock_location", fields: ["id", "name", "address.*"], filters: { id: locationId } })
      : { data: [] }
    const location = locations[0] as { id: string; name?: string; address?: Address | null } | undefined
    const order = await readOrder<OrderRow>(container, row.order_id, [
      "id",
      "display_id",
      "email",
      "shipping_address.*",
      "items.id",
      "items.title",
      "items.product_title",
      "items.variant_sku",
    ])
    if (!location || !order) return new StepResponse(null)
    const itemOf = new Map((order.items ?? []).filter((i): i is NonNullable<typeof i> => !!i).map((i) => [i.id, i]))
    const number = `${formatOrderNumber(order.display_id)}-RET${(returns[0] as { display_id?: number }).display_id ?? 1}`
    const { id: _id, ...address } = location.address ?? {}
    return new StepResponse({
      location_id: location.id,
      provider_id: option.provider_id,
      shipping_option_id: option.id,
      // The warehouse's phone for the courier: the location's, else the shop's contact number.
      delivery_address: {
        ...address,
        company: address.company || location.name || null,
        phone: address.phone || getStoreSettings().contact.phone,
      },
      items: (row.items ?? [])
        .filter((i): i is NonNullable<typeof i> => !!i)
        .map((i) => {
          const item = itemOf.get(i.item_id)
          return {
            line_item_id: i.item_id,
            title: item?.product_title || item?.title || "Item",
            sku: item?.variant_sku || "",
            barcode: "",
            quantity: Number(i.quantity),
          }
        }),
      metadata: {
        [REVERSE_PICKUP_META]: { returnNumber: number, email: order.email ?? "", pickupAddress: order.shipping_address ?? {} },
      },
    } as FulfillmentWorkflow.CreateFulfillmentWorkflowInput)
  }
)
