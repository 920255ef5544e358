import { layout, type RenderedEmail } from "./layout"
import type { StoreSettings } from "./settings"

/** Data each template needs; `token` links carry the raw token only inside the e-mail. */
export type EmailTemplates = {
  "verify-email": { firstName?: string | null; token: string }
  "reset-password": { firstName?: string | null; token: string }
  welcome: { firstName?: string | null }
}

export type EmailTemplateName = keyof EmailTemplates

const hello = (firstName?: string | null) => (firstName ? `Hello ${firstName},` : "Hello,")

const renderers: { [K in EmailTemplateName]: (data: EmailTemplates[K], store: StoreSettings) => RenderedEmail } = {
  "verify-email": (data, store) =>
    layout(store, {
      subject: `Verify your e-mail for ${store.storeName}`,
      greeting: hello(data.firstName),
      paragraphs: [
        `Thank you for creating an account at ${store.storeName}. Please confirm your e-mail address by opening the link below.`,
        "The link is valid for 24 hours.",
      ],
      action: {
        label: "Verify e-mail",
        url: `${store.storefrontUrl}/verify-email?token=${encodeURIComponent(data.token)}`,
      },
      after: ["If you did not create this account, you can ignore this e-mail."],
    }),
  "reset-password": (data, store) =>
    layout(store, {
      subject: `Reset your ${store.storeName} password`,
      greeting: hello(data.firstName),
      paragraphs: [
        "We received a request to reset the password of your account. Open the link below to choose a new password.",
        "The link is valid for 1 hour and can be used once.",
      ],
      action: {
        label: "Reset password",
        url: `${store.storefrontUrl}/reset-password?token=${encodeURIComponent(data.token)}`,
      },
      after: ["If you did not ask for this, you can ignore this e-mail; your password stays the same."],
    }),
  welcome: (data, store) =>
    layout(store, {
      subject: `Welcome to ${store.storeName}`,
      greeting: hello(data.firstName),
      paragraphs: [
        `Welcome to ${store.storeName}! Your account is ready: explore our alcohol-free perfumes, attars, incense sticks and home sprays.`,
        `Questions? Write to ${store.storeEmail} or call ${store.storePhone}.`,
      ],
      action: { label: "Start shopping", url: `${store.storefrontUrl}/categories` },
    }),
}

export function renderEmail<K extends EmailTemplateName>(template: K, data: EmailTemplates[K], store: StoreSettings): RenderedEmail {
  return renderers[template](data, store)
}
