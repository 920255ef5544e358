import { layout, type RenderedEmail } from "./layout"
import type { StoreSettings } from "./settings"

/** What both contact e-mails show of a message. */
export type ContactEmailData = {
  messageId: string
  name: string
  email: string
  phone?: string | null
  subject: string
  message: string
  /** The signed-in account's e-mail, when it differs from the one typed in the form. */
  accountEmail?: string | null
}

// The form's labels for its subject values.
const CONTACT_SUBJECT_LABELS: Record<string, string> = {
  "product-inquiry": "Product Inquiry",
  "order-support": "Order Support",
  shipping: "Shipping & Delivery",
  returns: "Returns & Exchanges",
}

const subjectLabel = (subject: string) => CONTACT_SUBJECT_LABELS[subject] ?? subject
// A subject line is one header line: no line breaks from user input.
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim()

/** To the shopper: we have your message, here is what you wrote. */
export function renderContactConfirmation(data: ContactEmailData, store: StoreSettings): RenderedEmail {
  return layout(store, {
    subject: `We received your message: ${subjectLabel(data.subject)}`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `Thank you for writing to ${store.storeName}. Our team usually replies within 24 hours.`,
      `Your message (${subjectLabel(data.subject)}):`,
      data.message,
    ],
    after: [`Reference: ${data.messageId}. Reply to this e-mail or write to ${store.storeEmail} if you want to add anything.`],
  })
}

/** To the store's inbox: a copy with everything needed to answer. */
export function renderContactInboxCopy(data: ContactEmailData, store: StoreSettings): RenderedEmail {
  return layout(store, {
    subject: `[Contact] ${subjectLabel(data.subject)} from ${oneLine(data.name)}`,
    greeting: "New message from the contact form:",
    paragraphs: [
      `Name: ${data.name}`,
      `E-mail: ${data.email}`,
      ...(data.accountEmail && data.accountEmail !== data.email ? [`Account e-mail: ${data.accountEmail}`] : []),
      `Phone: ${data.phone || "not given"}`,
      `Subject: ${subjectLabel(data.subject)}`,
      data.message,
    ],
    after: [`Reference: ${data.messageId}`],
  })
}
