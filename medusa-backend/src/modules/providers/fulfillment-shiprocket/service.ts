import { MedusaError } from "@medusajs/framework/utils"
import type {
  CreateFulfillmentResult,
  FulfillmentDTO,
  FulfillmentItemDTO,
  FulfillmentOption,
  FulfillmentOrderDTO,
} from "@medusajs/framework/types"
import { CourierError } from "../courier-client/courier-error"
import { StandardPricedFulfillmentProvider } from "../fulfillment-sugandh/standard-priced-provider"
import { cancelBeforePickup, labelUrl, manifestUrl, trackShipment, type TrackedShipment } from "./after-booking"
import { COURIER_NAME, shiprocketApi, type NdrActionRequest, type ShiprocketApi } from "./api"
import { bookShipment } from "./booking"
import { bookReversePickup, REVERSE_PICKUP_META, type ReturnAddress, type ReturnItem, type ReversePickup } from "./return-booking"
import { registerShiprocketProvider } from "./instance"
import { readShipmentData, type ShiprocketShipmentData } from "./shipment-data"
import { shiprocketSettings, type ShiprocketOptions, type ShiprocketSettings } from "./settings"

export const SHIPROCKET_OPTION_ID = "shiprocket-surface"

/**
 * Shipping through Shiprocket (registered as shiprocket_shiprocket when
 * SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set, medusa-config.ts).
 * Medusa's createOrderFulfillmentWorkflow calls createFulfillment, so the
 * dashboard's "Book shipment" and Medusa admin's "Create fulfillment" with
 * this provider's option book the same way: courier order, surface AWB,
 * pickup request, label (booking.ts). The shopper pays what Standard Shipping
 * costs (₹99, free from ₹599), whoever carries the parcel.
 */
export class ShiprocketFulfillmentProviderService extends StandardPricedFulfillmentProvider {
  static identifier = "shiprocket"

  protected readonly settings: ShiprocketSettings
  protected readonly api: ShiprocketApi
  private pickupPin: Promise<string> | null = null

  constructor(_container: Record<string, unknown>, options: ShiprocketOptions) {
    super()
    this.settings = shiprocketSettings(options)
    this.api = shiprocketApi(this.settings)
    // The shop's label, manifest, tracking and NDR calls use this instance too (instance.ts): one token cache.
    registerShiprocketProvider(this)
  }

  async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return [{ id: SHIPROCKET_OPTION_ID, name: "Shiprocket (surface)" }]
  }

  async validateOption(data: Record<string, unknown>): Promise<boolean> {
    return data.id === undefined || data.id === SHIPROCKET_OPTION_ID
  }

  async createFulfillment(
    _data: Record<string, unknown>,
    items: Partial<Omit<FulfillmentItemDTO, "fulfillment">>[],
    order: Partial<FulfillmentOrderDTO> | undefined,
    fulfillment: Partial<Omit<FulfillmentDTO, "provider_id" | "data" | "items">>
  ): Promise<CreateFulfillmentResult> {
    if (!order) throw new MedusaError(MedusaError.Types.INVALID_DATA, "A Shiprocket shipment needs the order it ships.")
    const shipment = await bookShipment(this.api, {
      order,
      items,
      deliveryAddress: fulfillment?.delivery_address ?? null,
      pickupLocation: this.settings.pickupLocation,
      parcel: this.settings.parcel,
      pickupPostcode: () => this.pickupPostcode(),
    })
    return {
      data: shipment,
      labels: [{ tracking_number: shipment.awb, tracking_url: shipment.tracking_url, label_url: shipment.label_url ?? "" }],
    }
  }

  async cancelFulfillment(data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const shipment = readShipmentData(data)
    if (!shipment) return {} // nothing was booked with Shiprocket
    await cancelBeforePickup(this.api, shipment)
    return { cancelled_at: new Date().toISOString() }
  }

  // Medusa's abstract class types these answers as never[] and void; IFulfillmentProvider, what Medusa
  // calls, says Promise<any>: the documents are returned.
  async getFulfillmentDocuments(data: Record<string, unknown>): Promise<never[]> {
    const shipment = readShipmentData(data)
    return (shipment?.label_url ? [{ type: "label", url: shipment.label_url }] : []) as never[]
  }

  async retrieveDocuments(data: Record<string, unknown>, documentType: string): Promise<void> {
    return (await this.document(data, documentType)) as unknown as void
  }

  /** "label": the shipment's label PDF URL (made again if needed); "manifest": its manifest's. */
  async document(data: Record<string, unknown>, documentType: string): Promise<{ type: string; url: string }> {
    const shipment = this.requireShipment(data)
    if (documentType === "label") return { type: "label", url: await labelUrl(this.api, shipment) }
    if (documentType === "manifest") return { type: "manifest", url: await manifestUrl(this.api, [shipment]) }
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Shiprocket has no "${documentType}" document; ask for "label" or "manifest".`)
  }

  /**
   * A reverse pickup (D2: the courier provider's return fulfillment), called by Medusa's
   * createReturnFulfillmentWorkflow: the shop's Approve with Shiprocket configured, or a return
   * confirmed in Medusa admin with this provider's return option. Medusa hands the fulfillment
   * (its items, and as delivery address the stock location the parcel goes back to) without the
   * order, so the shopper's address comes on the fulfillment's metadata (REVERSE_PICKUP_META); a
   * return without it is refused with the reason (book it from the shop's Returns queue).
   */
  async createReturnFulfillment(fulfillment: Record<string, unknown>): Promise<CreateFulfillmentResult> {
    const pickup = (fulfillment.metadata as Record<string, unknown> | null | undefined)?.[REVERSE_PICKUP_META] as ReversePickup | undefined
    if (!pickup?.pickupAddress) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "A Shiprocket reverse pickup needs the shopper's address: approve the return in the shop's Returns queue"
      )
    }
    const shipment = await bookReversePickup(this.api, {
      pickup,
      destination: (fulfillment.delivery_address ?? {}) as ReturnAddress,
      items: (fulfillment.items ?? []) as ReturnItem[],
      parcel: this.settings.parcel,
    })
    return { data: shipment, labels: [{ tracking_number: shipment.awb, tracking_url: shipment.tracking_url, label_url: "" }] }
  }

  /** The day's manifest for several shipments at once (the dashboard's "Manifest"). */
  async manifest(shipmentsData: Record<string, unknown>[]): Promise<string> {
    return manifestUrl(
      this.api,
      shipmentsData.map((d) => this.requireShipment(d))
    )
  }

  /** Scans for an AWB, for the tracking poll and the /track page. */
  async track(awb: string): Promise<TrackedShipment> {
    return trackShipment(this.api, awb)
  }

  /** The answer to a failed delivery (NDR): deliver again or return (lib/shipping/ndr-action.ts). */
  async ndrAction(awb: string, request: NdrActionRequest): Promise<void> {
    await this.api.ndrAction(awb, request)
  }

  private requireShipment(data: Record<string, unknown>): ShiprocketShipmentData {
    const shipment = readShipmentData(data)
    if (!shipment) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This fulfillment was not booked with Shiprocket.")
    return shipment
  }

  /** The PIN of the configured pickup address, asked once per process. */
  private pickupPostcode(): Promise<string> {
    this.pickupPin ??= this.api.pickupLocations().then((locations) => {
      const wanted = this.settings.pickupLocation.toLowerCase()
      const location = locations.find((l) => l.pickup_location?.trim().toLowerCase() === wanted)
      if (!location?.pin_code) {
        throw new CourierError({
          courier: COURIER_NAME,
          kind: "refused",
          status: null,
          courierMessage: `the pickup location "${this.settings.pickupLocation}" (SHIPROCKET_PICKUP_LOCATION) is not among the account's pickup addresses`,
        })
      }
      return String(location.pin_code)
    })
    // A failure is not kept: the next booking asks again.
    this.pickupPin.catch(() => {
      this.pickupPin = null
    })
    return this.pickupPin
  }
}
