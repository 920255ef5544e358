import { MedusaError } from "@medusajs/framework/utils"
import { orderReadStep } from "./order-read-step"

type Row = {
  fulfillments?: ({ id: string; canceled_at?: unknown; labels?: ({ tracking_number?: string | null } | null)[] | null } | null)[] | null
}

/**
 * Refuses (409) a second parcel for an order that has one that is not cancelled: a double click on
 * "Book shipment", or "Ship order" after a booking. Run under the order's lock, so two clicks cannot
 * both pass it; cancel the booked shipment first to ship another way.
 */
export const assertNotBookedStep = orderReadStep<Row, null>(
  "assert-not-booked",
  ["fulfillments.id", "fulfillments.canceled_at", "fulfillments.labels.tracking_number"],
  (order) => {
    const open = (order?.fulfillments ?? []).find((f) => !!f && !f.canceled_at)
    if (open) {
      const awb = open.labels?.find((l) => l?.tracking_number)?.tracking_number
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `This order's shipment is already booked${awb ? ` (AWB ${awb})` : ""}; cancel it first to book again`
      )
    }
    return null
  }
)
