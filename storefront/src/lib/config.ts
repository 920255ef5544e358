import { ConfigAnswerSchema } from "./answers"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { type ConfigAnswer } from "@sugandh/contract"
import { api } from "./api"

/**
 * The storefront's settings come from the backend (GET /api/config), so no
 * publishable key, region or contact detail is copied into the bundle.
 */
export type StoreConfig = {
  publishableKey: string
  regionId: string
  currency: string
  storeName: string
  contact: { phone: string; email: string; whatsapp: string; hours: string }
  social: { instagram: string; facebook: string; youtube: string }
  festivalCode: string
  /** Gift wrap as checkout offers it: its price and the GST inside it (both decided by the server), the message's limit. */
  giftWrap: { price: number; tax: number; messageMaxLength: number } | null
  /** Cash on delivery as checkout offers it: the fee and the GST inside it, the largest order total, the hours to confirm. */
  cod: { fee: number; tax: number; maxOrder: number; confirmHours: number } | null
  /** The return policy's settings (issue 45): the window in days from delivery, the changed-my-mind pickup fee. */
  returns?: { windowDays: number; pickupFee: number }
  googleClientId?: string
  /** The shop takes payments online (Razorpay, with its public key id); absent without gateway keys. */
  onlinePayment?: { provider: "razorpay"; keyId: string }
  /** Development without SMTP: no e-mail leaves the server, its links are in the server log. */
  emailsInLog?: boolean
  /** A courier is set up: the dashboard offers Book shipment, Label, Manifest and Cancel shipment. */
  courierBooking?: boolean
}

export const DEFAULT_STORE_NAME = "Sugandh"

/**
 * The shop's view of the parsed answer: texts trimmed, a missing currency or name
 * defaulted, and gift wrap or cash on delivery null when the server offers none
 * (a price of 0, a largest order of 0), so the UI can simply hide them.
 */
export function normalizeConfig(answer: ConfigAnswer): StoreConfig {
  const { contact, social } = answer
  const googleClientId = answer.googleClientId?.trim()
  return {
    publishableKey: answer.publishableKey.trim(),
    regionId: answer.regionId.trim(),
    currency: answer.currency.trim() || "inr",
    storeName: answer.storeName.trim() || DEFAULT_STORE_NAME,
    contact: { phone: contact.phone.trim(), email: contact.email.trim(), whatsapp: contact.whatsapp.trim(), hours: contact.hours.trim() },
    social: { instagram: social.instagram.trim(), facebook: social.facebook.trim(), youtube: social.youtube.trim() },
    festivalCode: answer.festivalCode?.trim() ?? "",
    giftWrap: giftWrapOf(answer.giftWrap),
    cod: codOf(answer.cod),
    ...(answer.returns ? { returns: { windowDays: answer.returns.windowDays, pickupFee: answer.returns.pickupFee } } : {}),
    ...(googleClientId ? { googleClientId } : {}),
    ...(answer.onlinePayment?.keyId.trim()
      ? { onlinePayment: { provider: "razorpay" as const, keyId: answer.onlinePayment.keyId.trim() } }
      : {}),
    ...(answer.emailsInLog ? { emailsInLog: true } : {}),
    ...(answer.courierBooking ? { courierBooking: true } : {}),
  }
}

function giftWrapOf({ price, tax, messageMaxLength }: ConfigAnswer["giftWrap"]): StoreConfig["giftWrap"] {
  if (!Number.isFinite(price) || price <= 0) return null
  return {
    price,
    tax: Number.isFinite(tax) ? tax : 0,
    messageMaxLength: Number.isFinite(messageMaxLength) && messageMaxLength > 0 ? messageMaxLength : 200,
  }
}

function codOf({ fee, tax, maxOrder, confirmHours }: ConfigAnswer["cod"]): StoreConfig["cod"] {
  if (!Number.isFinite(fee) || fee < 0 || !Number.isFinite(maxOrder) || maxOrder <= 0) return null
  return {
    fee,
    tax: Number.isFinite(tax) ? tax : 0,
    maxOrder,
    confirmHours: Number.isFinite(confirmHours) && confirmHours > 0 ? confirmHours : 24,
  }
}

export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: async ({ signal }) => normalizeConfig(await api.get("/config", { signal, answer: ConfigAnswerSchema })),
  // Loaded once per page load: settings do not change while someone shops.
  staleTime: Infinity,
  gcTime: Infinity,
})

export function useConfig() {
  return useQuery(configQueryOptions)
}
