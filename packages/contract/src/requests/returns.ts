import { z } from "zod"
import { checkPayee, type RefundPayee } from "../rules/payee.js"
import { TrackingBody } from "./admin.js"

/** Requests of the shopper's returns and the operator's returns queue (issue 45). */

export const RETURN_NOTE_MAX = 1000
export const RETURN_PHOTOS_MAX = 5

const QUANTITY_MESSAGE = "Quantity must be a whole number of at least 1"
const LINE_MESSAGE = "Line must be the invoice's line number (1, 2, ...)"

const ReturnLine = z.object({
  line: z.number({ error: LINE_MESSAGE }).int(LINE_MESSAGE).min(1, LINE_MESSAGE),
  quantity: z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE),
})

/** One returned line exchanged for another size of the same product (a catalogue product id, as the options offer it). */
const ExchangeLine = z.object({
  line: z.number({ error: LINE_MESSAGE }).int(LINE_MESSAGE).min(1, LINE_MESSAGE),
  productId: z
    .string({ error: "Pick the size to exchange for" })
    .trim()
    .min(1, "Pick the size to exchange for")
    .max(100, "Pick the size to exchange for"),
})

/** A UPI ID, or an account with its IFSC; checked for shape by rules/payee (400 on the field). */
const Payee = z
  .union([z.object({ upiId: z.string() }), z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string() })], {
    error: "Give a UPI ID, or an account name, account number and IFSC",
  })
  .transform((value, ctx): RefundPayee => {
    const checked = checkPayee(value as RefundPayee, "")
    if ("payee" in checked) return checked.payee
    // checkPayee prefixes with "." for an empty prefix: the path is taken relative to refundTo here.
    for (const e of checked.errors) ctx.addIssue({ code: "custom", message: e.msg, path: [e.path.replace(/^\./, "")] })
    return z.NEVER
  })

/**
 * POST /api/auth/orders/{id}/returns: lines by the invoice's 1-based line
 * number (as credit notes name them), a Medusa return reason's id, an
 * optional note, the ids of photos uploaded before, and where a manual
 * payment's refund goes; `exchange` turns the return into an exchange of
 * those lines for another size of the same product (each returned line
 * exchanged, the same quantity; the price difference charged or refunded).
 */
export const CreateReturnBody = z.object({
  items: z
    .array(ReturnLine, { error: "Pick at least one line to return" })
    .min(1, "Pick at least one line to return")
    .max(100, "Too many lines")
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, { message: "Each line may be named once" }),
  reasonId: z.string({ error: "Pick a reason" }).trim().min(1, "Pick a reason").max(100, "Pick a reason"),
  note: z.string().trim().max(RETURN_NOTE_MAX, `The note may be at most ${RETURN_NOTE_MAX} characters`).optional(),
  photos: z.array(z.string().trim().min(1).max(200)).max(RETURN_PHOTOS_MAX, `At most ${RETURN_PHOTOS_MAX} photos`).optional(),
  refundTo: Payee.optional(),
  exchange: z
    .array(ExchangeLine)
    .max(100, "Too many lines")
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, { message: "Each line may be exchanged once" })
    .optional(),
})
export type CreateReturnBody = z.output<typeof CreateReturnBody>

/** The states of a return, as the shopper and the operator see them. */
export const RETURN_STATES = ["requested", "approved", "in-transit", "received", "refunded", "rejected", "cancelled"] as const
export type ReturnState = (typeof RETURN_STATES)[number]

/** GET /api/admin/returns?state: the operator's queue, oldest first. */
export const AdminReturnsQuery = z.object({
  state: z
    .enum(RETURN_STATES, { error: `State must be one of ${RETURN_STATES.join(", ")}` })
    .optional()
    .default("requested"),
})
export type AdminReturnsQuery = z.output<typeof AdminReturnsQuery>

/** POST /api/admin/returns/{id}/reject {reason}: the shopper is told why. */
export const RejectReturnBody = z.object({
  reason: z
    .string({ error: "Give the reason for the shopper" })
    .trim()
    .min(3, "Give the reason for the shopper")
    .max(500, "At most 500 characters"),
})
export type RejectReturnBody = z.output<typeof RejectReturnBody>

const count = z.number({ error: "Quantities are whole numbers" }).int("Quantities are whole numbers").min(0, "Quantities are not negative")

/** POST /api/admin/returns/{id}/receive: per invoice line, units accepted (back to stock) and damaged (written off). */
export const ReceiveReturnBody = z.object({
  items: z
    .array(z.object({ line: z.number().int().min(1, LINE_MESSAGE), accepted: count, damaged: count }), {
      error: "Give each returned line's accepted and damaged units",
    })
    .min(1, "Give each returned line's accepted and damaged units"),
})
export type ReceiveReturnBody = z.output<typeof ReceiveReturnBody>

/** POST /api/admin/returns/{id}/ship-exchange: the exchange's new items leave with this tracking number (as Ship order takes it). */
export const ShipExchangeBody = TrackingBody.pick({ trackingNumber: true, trackingUrl: true })
export type ShipExchangeBody = z.output<typeof ShipExchangeBody>
