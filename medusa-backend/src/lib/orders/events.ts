/**
 * Events of our order workflows, for the e-mail subscribers. Placed and
 * cancelled use Medusa's own events (order.placed, order.canceled), so an
 * order cancelled in /app is e-mailed too.
 */
export const ORDER_CONFIRMED_EVENT = "sugandh.order.confirmed"
/** Still emitted by shipOrderWorkflow; the shipped e-mail now follows Medusa's shipment.created (any path). */
export const ORDER_SHIPPED_EVENT = "sugandh.order.shipped"
/** A courier's scan put the parcel out for delivery (workflows/courier): the shopper's e-mail. */
export const COURIER_OUT_FOR_DELIVERY_EVENT = "sugandh.courier.out_for_delivery"
/** A courier update stored scans not seen before ({ awb }): the worker applies them (subscribers/courier-scans-stored.ts). */
export const COURIER_SCANS_STORED_EVENT = "sugandh.courier.scans_stored"
/** A courier's scan reported a failed delivery attempt ({ id: order, awb, at }): the shopper's e-mail with the re-attempt link. */
export const COURIER_NDR_EVENT = "sugandh.courier.ndr"
