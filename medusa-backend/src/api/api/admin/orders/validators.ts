import { z } from "@medusajs/framework/zod"
import { ORDER_STATUSES } from "../../../../lib/orders/status"

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v || null)

export const ConfirmOrderBody = z.object({ note: optionalText(1000, "Note") })
export type ConfirmOrderBodyType = z.infer<typeof ConfirmOrderBody>

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

export const TrackingBody = z.object({
  trackingNumber: z
    .string({ error: "Tracking number is required" })
    .trim()
    .min(1, "Tracking number is required")
    .max(100, "Tracking number must be at most 100 characters"),
  trackingUrl: z
    .string()
    .trim()
    .max(2000, "Tracking URL is too long")
    .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Tracking URL must start with http:// or https://")
    .optional()
    .nullable()
    .transform((v) => v || null),
  estimatedDelivery: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v)), "Estimated delivery must be a date in YYYY-MM-DD format")
    .optional()
    .nullable()
    .transform((v) => v || null),
  note: optionalText(1000, "Note"),
})
export type TrackingBodyType = z.infer<typeof TrackingBody>

const STATUS_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(", ")}`
export const StatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: STATUS_MESSAGE }),
  note: optionalText(1000, "Note"),
})
export type StatusBodyType = z.infer<typeof StatusBody>
