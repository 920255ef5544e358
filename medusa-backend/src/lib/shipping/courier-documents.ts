import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CourierError } from "../../modules/providers/courier-client/courier-error"
import { COURIER_NAME } from "../../modules/providers/fulfillment-shiprocket/api"
import { shiprocketProvider } from "../../modules/providers/fulfillment-shiprocket/instance"
import type { ShiprocketFulfillmentProviderService } from "../../modules/providers/fulfillment-shiprocket/service"
import { readShipmentData, type ShiprocketShipmentData } from "../../modules/providers/fulfillment-shiprocket/shipment-data"
import { conflict } from "../errors"
import { readOrder } from "../orders/read-orders"
import { COURIER_NOT_SET_UP, COURIER_PROVIDER_IDS } from "./courier-options"

/**
 * The courier's PDFs for the operator: a booked parcel's label and the day's manifest. Medusa 2.21's
 * fulfillment module offers no call that reaches a provider's documents, so these ask the provider
 * instance Medusa booted (its client and cached token; modules/providers/fulfillment-shiprocket/instance.ts).
 */
export type CourierPdf = { filename: string; pdf: Buffer }

/** The configured courier's provider instance (409 when none is set up). */
export function courierProvider(): ShiprocketFulfillmentProviderService {
  const provider = shiprocketProvider()
  if (!provider) throw conflict(COURIER_NOT_SET_UP)
  return provider
}

type FulfillmentRow = {
  id: string
  provider_id?: string | null
  canceled_at?: unknown
  created_at?: string | Date
  data?: Record<string, unknown> | null
}

/** The order's courier-booked parcel that is not cancelled; 409 when there is none. */
export async function bookedShipment(
  container: MedusaContainer,
  orderId: string
): Promise<{ fulfillmentId: string; shipment: ShiprocketShipmentData }> {
  const order = await readOrder<{ fulfillments?: (FulfillmentRow | null)[] | null }>(container, orderId, [
    "id",
    "fulfillments.id",
    "fulfillments.provider_id",
    "fulfillments.canceled_at",
    "fulfillments.data",
  ])
  for (const f of order?.fulfillments ?? []) {
    const shipment = f && !f.canceled_at ? readShipmentData(f.data) : null
    if (shipment) return { fulfillmentId: f!.id, shipment }
  }
  throw conflict("This order has no booked courier shipment")
}

export async function shipmentLabelPdf(container: MedusaContainer, orderId: string): Promise<CourierPdf> {
  const { shipment } = await bookedShipment(container, orderId)
  const pdf = await downloadPdf((await courierProvider().document(shipment, "label")).url)
  return { filename: `label-${safe(shipment.awb)}.pdf`, pdf }
}

/**
 * The manifest (the list the pickup agent signs) of the courier parcels booked on an IST day
 * (YYYY-MM-DD) and not cancelled; 409 when there are none.
 */
export async function dayManifestPdf(container: MedusaContainer, istDay: string): Promise<CourierPdf> {
  const start = new Date(`${istDay}T00:00:00+05:30`)
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: ["id", "data", "canceled_at", "created_at"],
    filters: { provider_id: [...COURIER_PROVIDER_IDS], created_at: { $gte: start, $lt: end }, canceled_at: null },
  })
  const shipments = (data as FulfillmentRow[]).map((f) => readShipmentData(f.data)).filter((s): s is ShiprocketShipmentData => !!s)
  if (!shipments.length) throw conflict(`No courier shipments were booked on ${istDay}`)
  const pdf = await downloadPdf(await courierProvider().manifest(shipments))
  return { filename: `manifest-${istDay}.pdf`, pdf }
}

/** The courier's PDF from the URL it gave; a failure or something else than a PDF is the courier's failure (502/504). */
async function downloadPdf(url: string): Promise<Buffer> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    const timedOut = ["TimeoutError", "AbortError"].includes(String((error as { name?: unknown })?.name))
    throw unavailable(timedOut ? "the PDF did not arrive within 15 s" : "the PDF could not be downloaded", null, timedOut)
  }
  const pdf = Buffer.from(await response.arrayBuffer())
  if (!response.ok) throw unavailable(`the PDF link answered ${response.status}`, response.status, false)
  if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw unavailable("the link did not give a PDF", response.status, false)
  return pdf
}

function unavailable(message: string, status: number | null, timedOut: boolean): CourierError {
  return new CourierError({ courier: COURIER_NAME, kind: "unavailable", status, courierMessage: message, timedOut })
}

function safe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, "")
}
