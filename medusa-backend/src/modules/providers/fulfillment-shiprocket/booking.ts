import { CourierError } from "../courier-client/courier-error"
import { adhocOrderBody, adhocOrderTotal, isCodOrder, shopOrderNumber, type AdhocOrderInput } from "./adhoc-order"
import { COURIER_NAME, type ListedOrder, type ShiprocketApi } from "./api"
import { trackingUrlFor, type ShiprocketShipmentData } from "./shipment-data"
import { chooseSurfaceCourier } from "./surface-courier"

/**
 * Books one parcel with Shiprocket: courier order, surface AWB, pickup
 * request, label. Shiprocket has no idempotency key, so each run first looks
 * the shop's order number up in Shiprocket's orders and resumes from what it
 * finds: a retried, double-clicked or crashed booking never creates a second
 * courier order, and a failure part-way (a 5xx on the AWB, a timeout on the
 * pickup) leaves nothing in Medusa (the provider throws, Medusa records no
 * fulfillment) and is finished by the next try.
 *
 * The PIN is checked before anything is created, so a PIN no surface courier
 * serves is refused with nothing left behind in Shiprocket either.
 */
export type BookingInput = Omit<AdhocOrderInput, "channelOrderId"> & {
  /** The pickup address's PIN (from Shiprocket's pickup locations), for serviceability. */
  pickupPostcode: () => Promise<string>
}

export async function bookShipment(api: ShiprocketApi, input: BookingInput): Promise<ShiprocketShipmentData> {
  const base = shopOrderNumber(input.order)
  const cod = isCodOrder(input.order)
  const earlier = (await api.ordersByChannelOrderId(base)).filter((o) => isForOrder(o, base))
  const existing = earlier.find((o) => !isCancelled(o)) ?? null
  const channelOrderId = existing?.channel_order_id ?? nextChannelOrderId(base, earlier)
  const body = adhocOrderBody({ ...input, channelOrderId })

  let srOrderId = existing?.id ?? null
  const found = existing?.shipments?.[0]
  let shipmentId = found?.id ?? null
  let awb = found?.awb?.trim() || null
  let courierId: number | null = null
  let courierName = found?.courier?.trim() || null
  let pickupDate = found?.pickup_scheduled_date ?? null
  let pickupToken = found?.pickup_token_number ?? null

  if (!awb) {
    const courier = await surfaceCourierFor(api, input, body.billing_pincode, cod, body.weight, adhocOrderTotal(body))
    if (srOrderId === null || shipmentId === null) {
      const created = await api.createAdhocOrder(body)
      if (!created.order_id || !created.shipment_id) throw refused(`the order was not created (${created.status ?? "no status"})`)
      srOrderId = created.order_id
      shipmentId = created.shipment_id
    }
    const assigned = await api.assignAwb(shipmentId, courier.courier_company_id)
    const data = assigned.response?.data
    if (assigned.awb_assign_status !== 1 || !data?.awb_code) throw refused(assigned.message ?? "no AWB was assigned")
    awb = data.awb_code
    courierId = data.courier_company_id ?? courier.courier_company_id
    courierName = data.courier_name ?? courier.courier_name
  }

  if (!pickupDate && !pickupToken) {
    const pickup = await api.generatePickup(shipmentId!)
    if (pickup.pickup_status !== 1) throw refused(pickup.message ?? "the pickup was not scheduled")
    pickupDate = pickup.response?.pickup_scheduled_date ?? null
    pickupToken = pickup.response?.pickup_token_number ?? null
  }

  // The label can be fetched again later (retrieveDocuments); a booking does not fail for it.
  const label = await api.generateLabel([shipmentId!]).catch(() => null)

  return {
    courier: "shiprocket",
    channel_order_id: channelOrderId,
    sr_order_id: srOrderId!,
    shipment_id: shipmentId!,
    awb: awb,
    courier_company_id: courierId,
    courier_name: courierName,
    payment_method: body.payment_method,
    pickup_scheduled_date: pickupDate,
    pickup_token_number: pickupToken,
    label_url: label?.label_created === 1 ? (label.label_url ?? null) : null,
    tracking_url: trackingUrlFor(awb),
  }
}

async function surfaceCourierFor(api: ShiprocketApi, input: BookingInput, pin: string, cod: boolean, weightKg: number, value: number) {
  const answer = await api.serviceability({
    pickupPostcode: await input.pickupPostcode(),
    deliveryPostcode: pin,
    cod,
    weightKg,
    declaredValue: Math.round(value),
  })
  const payment = cod ? " for cash on delivery" : ""
  if ((answer.status && answer.status !== 200) || !answer.data?.available_courier_companies?.length) {
    throw refused(`no courier serves PIN ${pin}${payment}${answer.message ? ` (${answer.message})` : ""}`)
  }
  const courier = chooseSurfaceCourier(answer, cod)
  if (!courier) throw refused(`no surface courier serves PIN ${pin}${payment}; perfume cannot go by air`)
  return courier
}

/** The shop's order number, or a later booking of it ("ORD-1001-R2") after a cancelled one. */
function isForOrder(order: ListedOrder, base: string): boolean {
  return order.channel_order_id === base || new RegExp(`^${escape(base)}-R\\d+$`).test(order.channel_order_id)
}

/** Status CANCELED (status_code 5 in Shiprocket's orders list). */
function isCancelled(order: ListedOrder): boolean {
  return /CANCEL/i.test(order.status ?? "") || order.status_code === 5
}

/**
 * Shiprocket refuses an order id it has seen cancelled ("New orders cannot be
 * created with order id's same as that of cancelled orders"), so a booking
 * after a cancelled one gets the next suffix.
 */
function nextChannelOrderId(base: string, earlier: ListedOrder[]): string {
  return earlier.length ? `${base}-R${earlier.length + 1}` : base
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

function refused(message: string): CourierError {
  return new CourierError({ courier: COURIER_NAME, kind: "refused", status: null, courierMessage: message })
}
