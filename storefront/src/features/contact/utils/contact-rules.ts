import { CONTACT_TEXTS, LENGTHS } from "@sugandh/contract"
export const CONTACT_SUBJECTS = [
  { value: "product-inquiry", label: "Product Inquiry" },
  { value: "order-support", label: "Order Support" },
  { value: "shipping", label: "Shipping & Delivery" },
  { value: "returns", label: "Returns & Exchanges" },
] as const

export { CONTACT_TEXTS }

export type ContactForm = { name: string; email: string; phone: string; subject: string; message: string }

/** Name, e-mail, subject and message are required; the message needs 10 characters. */
export function validateContact(form: ContactForm): string | null {
  if ([form.name, form.email, form.subject, form.message].some((v) => v.trim() === "")) return CONTACT_TEXTS.fillRequired
  if (form.message.trim().length < LENGTHS.contactMessageMin) return CONTACT_TEXTS.messageShort
  return null
}
