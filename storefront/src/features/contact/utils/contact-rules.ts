export const CONTACT_SUBJECTS = [
  { value: "product-inquiry", label: "Product Inquiry" },
  { value: "order-support", label: "Order Support" },
  { value: "shipping", label: "Shipping & Delivery" },
  { value: "returns", label: "Returns & Exchanges" },
] as const

export const CONTACT_TEXTS = {
  fillRequired: "Please fill in all required fields",
  messageShort: "Message must be at least 10 characters long",
  thanks: "Thank you for your message! We will get back to you soon.",
  failed: "Failed to send message. Please try again.",
  sending: "Sending Message...",
  confirmation: (email: string) => `A confirmation email has been sent to ${email}.`,
} as const

export type ContactForm = { name: string; email: string; phone: string; subject: string; message: string }

/** Name, e-mail, subject and message are required; the message needs 10 characters. */
export function validateContact(form: ContactForm): string | null {
  if ([form.name, form.email, form.subject, form.message].some((v) => v.trim() === "")) return CONTACT_TEXTS.fillRequired
  if (form.message.trim().length < 10) return CONTACT_TEXTS.messageShort
  return null
}
