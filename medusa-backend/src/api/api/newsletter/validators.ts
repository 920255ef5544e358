import { z } from "@medusajs/framework/zod"
import { EMAIL_RE } from "../reviews/validators"

export const NEWSLETTER_TEXT = {
  email: "Please enter a valid email address",
  subscribed: "Thank you for subscribing! Watch your inbox for new launches and offers.",
  already: "You're already subscribed. Thank you for staying with us!",
} as const

export const NewsletterBody = z.object({
  email: z
    .string({ error: NEWSLETTER_TEXT.email })
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_TEXT.email)
    .regex(EMAIL_RE, NEWSLETTER_TEXT.email),
})

export type NewsletterInput = z.infer<typeof NewsletterBody>
