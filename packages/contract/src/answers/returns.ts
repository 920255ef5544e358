import { z } from "zod"
import { RETURN_STATES } from "../requests/returns.js"

/** Answers of the shopper's returns and the operator's returns queue (issue 45). */

const when = z.string().nullable()

export const ReturnLineSchema = z.object({
  /** The invoice's 1-based line number. */
  line: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  /** Units accepted back into stock. */
  received: z.number().int(),
  /** Units written off (damaged). */
  damaged: z.number().int(),
})

/**
 * An exchange (Medusa's order exchange whose return this is): the new sizes going out and the
 * price difference: positive the shopper pays it (the order's amountDue and payment instructions),
 * negative the shop refunds it (source exchange-difference, after the return is received).
 */
export const ExchangeSchema = z.object({
  id: z.string(),
  items: z.array(
    z.object({
      /** The returned invoice line this replaces. */
      line: z.number().int(),
      productId: z.string(),
      title: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      /** Rupees per unit, as Medusa priced the new line. */
      price: z.number(),
    })
  ),
  /** Rupees, two decimals: the new items less what was paid for the returned units. */
  difference: z.number(),
  /** Rupees of the difference still to pay (0 once paid or when nothing is owed). */
  amountDue: z.number(),
  /** A cash-on-delivery order: a difference owed is paid in cash with the new parcel. */
  cashOnDelivery: z.boolean(),
  shipped: z.boolean(),
  trackingNumber: z.string().nullable(),
})
export type ExchangeAnswer = z.infer<typeof ExchangeSchema>

export const ReturnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  state: z.enum(RETURN_STATES),
  reason: z.object({ id: z.string(), value: z.string(), label: z.string() }).nullable(),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  items: z.array(ReturnLineSchema),
  /** Where a manual refund goes, shown masked (the last 4 digits of an account). */
  refundTo: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Rupees, two decimals; null until refunded. */
  refundAmount: z.number().nullable(),
  /** Whether the order's shipping is in the refund (the reason refunds it). */
  refundShipping: z.boolean(),
  /** The refund record: due until a manual refund is paid; null before the refund. */
  refundState: z.enum(["due", "paid", "void"]).nullable(),
  requestedAt: when,
  receivedAt: when,
  cancelledAt: when,
  exchange: ExchangeSchema.nullable(),
  /** The courier's reverse pickup when one was booked (approved with a courier configured); null when the shopper sends it. */
  pickup: z.object({ awb: z.string().nullable(), trackingUrl: z.string().nullable() }).nullable(),
})
export type ReturnAnswer = z.infer<typeof ReturnSchema>

export const ReturnsAnswerSchema = z.object({ returns: z.array(ReturnSchema) })
export type ReturnsAnswer = z.infer<typeof ReturnsAnswerSchema>

export const OneReturnAnswerSchema = z.object({ return: ReturnSchema })
export type OneReturnAnswer = z.infer<typeof OneReturnAnswerSchema>

/** POST /api/auth/returns/photos: the stored photos' ids, named by the return request. */
export const ReturnPhotosAnswerSchema = z.object({ photos: z.array(z.object({ id: z.string() })) })
export type ReturnPhotosAnswer = z.infer<typeof ReturnPhotosAnswerSchema>

/**
 * GET /api/auth/orders/{id}/returns/options: what the shopper's return form
 * offers for an order: whether a return may be asked for now (and until when,
 * an IST date), the invoice's lines with the units that may still be returned,
 * Medusa's return reasons with what each asks for, and whether the refund
 * needs a payee (a manual payment: UPI QR, bank transfer, COD).
 */
export const ReturnOptionsAnswerSchema = z.object({
  /** Delivered, not cancelled and inside the window. */
  open: z.boolean(),
  windowDays: z.number().int(),
  /** The window's last day (YYYY-MM-DD, IST); null before delivery. */
  lastDay: z.string().nullable(),
  /** Rupees kept from a changed-my-mind refund for the reverse pickup. */
  pickupFee: z.number(),
  needsPayee: z.boolean(),
  lines: z.array(
    z.object({
      line: z.number().int(),
      title: z.string(),
      /** Rupees per unit, Medusa's unit price of the line (what an exchange's difference counts). */
      price: z.number(),
      /** Units delivered less those returned, 0 while the line has an open return. */
      returnable: z.number().int(),
      /** The line has a return requested and not received yet. */
      openReturn: z.boolean(),
      /** The other sizes of the line's product an exchange may take, at today's price (rupees), in stock. */
      sizes: z.array(z.object({ productId: z.string(), name: z.string(), size: z.string(), price: z.number() })),
    })
  ),
  reasons: z.array(
    z.object({
      id: z.string(),
      value: z.string(),
      label: z.string(),
      description: z.string().nullable(),
      photosRequired: z.boolean(),
      chargesPickupFee: z.boolean(),
    })
  ),
})
export type ReturnOptionsAnswer = z.infer<typeof ReturnOptionsAnswerSchema>
