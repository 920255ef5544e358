import { queryOptions, useQuery } from "@tanstack/react-query"
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
  googleClientId?: string
}

export const DEFAULT_STORE_NAME = "Sugandh"

/** Fills gaps with empty values so the UI can simply hide what is missing. */
export function normalizeConfig(raw: unknown): StoreConfig {
  const record = asRecord(raw)
  const contact = asRecord(record.contact)
  const social = asRecord(record.social)
  const googleClientId = text(record.googleClientId)
  return {
    publishableKey: text(record.publishableKey),
    regionId: text(record.regionId),
    currency: text(record.currency) || "inr",
    storeName: text(record.storeName) || DEFAULT_STORE_NAME,
    contact: {
      phone: text(contact.phone),
      email: text(contact.email),
      whatsapp: text(contact.whatsapp),
      hours: text(contact.hours),
    },
    social: {
      instagram: text(social.instagram),
      facebook: text(social.facebook),
      youtube: text(social.youtube),
    },
    festivalCode: text(record.festivalCode),
    giftWrap: giftWrapOf(record.giftWrap),
    cod: codOf(record.cod),
    ...(googleClientId ? { googleClientId } : {}),
  }
}

function giftWrapOf(raw: unknown): StoreConfig["giftWrap"] {
  const record = asRecord(raw)
  const price = Number(record.price)
  if (!Number.isFinite(price) || price <= 0) return null
  const tax = Number(record.tax)
  const max = Number(record.messageMaxLength)
  return { price, tax: Number.isFinite(tax) ? tax : 0, messageMaxLength: Number.isFinite(max) && max > 0 ? max : 200 }
}

function codOf(raw: unknown): StoreConfig["cod"] {
  const record = asRecord(raw)
  const fee = Number(record.fee)
  const maxOrder = Number(record.maxOrder)
  if (!Number.isFinite(fee) || fee < 0 || !Number.isFinite(maxOrder) || maxOrder <= 0) return null
  const tax = Number(record.tax)
  const hours = Number(record.confirmHours)
  return { fee, tax: Number.isFinite(tax) ? tax : 0, maxOrder, confirmHours: Number.isFinite(hours) && hours > 0 ? hours : 24 }
}

export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: async ({ signal }) => normalizeConfig(await api.get<unknown>("/config", { signal })),
  // Loaded once per page load: settings do not change while someone shops.
  staleTime: Infinity,
  gcTime: Infinity,
})

export function useConfig() {
  return useQuery(configQueryOptions)
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : ""
}
