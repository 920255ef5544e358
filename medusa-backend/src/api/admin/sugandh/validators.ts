import { z } from "@medusajs/framework/zod"

export const ReviewStatusBody = z.object({ status: z.enum(["visible", "hidden"]) })
export type ReviewStatusBody = z.infer<typeof ReviewStatusBody>

export const ContactStatusBody = z.object({ status: z.enum(["new", "handled"]) })
export type ContactStatusBody = z.infer<typeof ContactStatusBody>

export const ConfirmBody = z.object({ note: z.string().trim().max(1000).optional().nullable() })
export type ConfirmBody = z.infer<typeof ConfirmBody>
