import { CourierError } from "../courier-client/courier-error"
import { countryName, indianMobile, istDateTime, type MedusaAddress } from "./adhoc-order"
import { COURIER_NAME, type ReturnOrderBody, type ShiprocketApi } from "./api"
import type { ParcelDefaults } from "./settings"
import { trackingUrlFor, type ShiprocketShipmentData } from "./shipment-data"

/** An address as Medusa's fulfillment module hands it (the return's destination) or the shop stores it (the pickup). */
export type ReturnAddress = MedusaAddress & { company?: string | null }

/**
 * What a reverse pickup needs besides Medusa's return fulfillment: the shopper's address (where the
 * courier picks the parcel up) and e-mail, and the shop's number for the return. Medusa hands a
 * provider's createReturnFulfillment the fulfillment without the order, so the shop's return
 * workflow puts these on the fulfillment's metadata (`REVERSE_PICKUP_META`).
 */
export type ReversePickup = { returnNumber: string; pickupAddress: ReturnAddress; email: string }
export const REVERSE_PICKUP_META = "sugandh_reverse_pickup"

export type ReturnItem = { title?: string | null; sku?: string | null; quantity?: unknown; line_item_id?: string | null }

/**
 * Shiprocket's "Create Return Order" body (POST /v1/external/orders/create/return; the same fields as
 * the custom order, pickup_* being the shopper and shipping_* the shop; https://apidocs.shiprocket.in/,
 * "Return Orders", its parameter table mirrored at
 * https://www.simworkflow.com/integration-operation/shiprocket-v1-external-orders-create-return-post-8dc).
 * Always Prepaid: the courier collects nothing on a return. Values are declared at zero per unit
 * when the shop hands none (the refund is the shop's own record, not the courier's).
 */
export function returnOrderBody(input: {
  pickup: ReversePickup
  destination: ReturnAddress
  items: ReturnItem[]
  parcel: ParcelDefaults
  now?: Date
}): ReturnOrderBody {
  const from = input.pickup.pickupAddress
  const to = input.destination
  const units = input.items.reduce((sum, i) => sum + (Number(i.quantity) || 0), 0)
  return {
    order_id: input.pickup.returnNumber,
    order_date: istDateTime(input.now ?? new Date()),
    pickup_customer_name: from.first_name?.trim() || "Customer",
    pickup_last_name: from.last_name?.trim() || "",
    pickup_address: from.address_1?.trim() ?? "",
    pickup_address_2: from.address_2?.trim() || "",
    pickup_city: from.city?.trim() ?? "",
    pickup_state: from.province?.trim() ?? "",
    pickup_country: countryName(from.country_code),
    pickup_pincode: from.postal_code?.trim() ?? "",
    pickup_email: input.pickup.email,
    pickup_phone: indianMobile(from.phone),
    shipping_customer_name: to.company?.trim() || to.first_name?.trim() || "Warehouse",
    shipping_last_name: to.last_name?.trim() || "",
    shipping_address: to.address_1?.trim() ?? "",
    shipping_address_2: to.address_2?.trim() || "",
    shipping_city: to.city?.trim() ?? "",
    shipping_country: countryName(to.country_code),
    shipping_pincode: to.postal_code?.trim() ?? "",
    shipping_state: to.province?.trim() ?? "",
    shipping_phone: indianMobile(to.phone),
    order_items: input.items.map((item, i) => ({
      name: item.title?.trim() || "Item",
      sku: item.sku?.trim() || item.line_item_id || `item-${i + 1}`,
      units: Number(item.quantity) || 1,
      selling_price: 0,
    })),
    payment_method: "Prepaid",
    total_discount: 0,
    sub_total: 0,
    length: input.parcel.lengthCm,
    breadth: input.parcel.breadthCm,
    height: input.parcel.heightCm,
    weight: Math.max(0.1, Math.round(units * input.parcel.unitWeightKg * 100) / 100),
  }
}

/**
 * Books a reverse pickup: the return order, its AWB (Generate AWB with `is_return: 1`, the courier
 * chosen by the account's courier priority) and the pickup request. A failure throws (Medusa then
 * records no return fulfillment, and the operator sees the courier's words); the label is not asked
 * for (the docs: "Label and Manifest are not required in case of returns").
 */
export async function bookReversePickup(
  api: ShiprocketApi,
  input: Parameters<typeof returnOrderBody>[0]
): Promise<ShiprocketShipmentData & { is_return: true }> {
  const body = returnOrderBody(input)
  for (const [field, value] of Object.entries({
    pickup_address: body.pickup_address,
    pickup_pincode: body.pickup_pincode,
    pickup_phone: body.pickup_phone,
  })) {
    if (!value) throw refused(`the return has no ${field.replace("_", " ")} for the courier`)
  }
  const created = await api.createReturnOrder(body)
  if (!created.order_id || !created.shipment_id) throw refused(`the return order was not created (${created.status ?? "no status"})`)
  const assigned = await api.assignReturnAwb(created.shipment_id)
  const data = assigned.response?.data
  if (assigned.awb_assign_status !== 1 || !data?.awb_code) throw refused(assigned.message ?? "no AWB was assigned to the return")
  const pickup = await api.generatePickup(created.shipment_id)
  if (pickup.pickup_status !== 1) throw refused(pickup.message ?? "the reverse pickup was not scheduled")
  return {
    courier: "shiprocket",
    is_return: true,
    channel_order_id: body.order_id,
    sr_order_id: created.order_id,
    shipment_id: created.shipment_id,
    awb: data.awb_code,
    courier_company_id: data.courier_company_id ?? null,
    courier_name: data.courier_name ?? null,
    payment_method: "Prepaid",
    pickup_scheduled_date: pickup.response?.pickup_scheduled_date ?? null,
    pickup_token_number: pickup.response?.pickup_token_number ?? null,
    label_url: null,
    tracking_url: trackingUrlFor(data.awb_code),
  }
}

function refused(message: string): CourierError {
  return new CourierError({ courier: COURIER_NAME, kind: "refused", status: null, courierMessage: message })
}
