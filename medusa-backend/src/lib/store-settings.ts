import {
  STANDARD_SHIPPING_OPTION_NAME,
  STORE_COUNTRY,
  STORE_CURRENCY,
  STORE_PUBLISHABLE_KEY_TITLE,
  STORE_REGION_NAME,
  STORE_SALES_CHANNEL_NAME,
  STORE_STOCK_LOCATION_NAME,
} from "./catalogue/names"

/**
 * Shop settings that are not commerce data: contacts, social links, the
 * festival code. Read from the environment with the shop's defaults so a fresh
 * clone works; read on every call so tests can override env between runs.
 */
export type StoreSettings = {
  storeName: string
  contact: { phone: string; email: string; whatsapp: string; hours: string }
  social: { instagram: string; facebook: string; youtube: string }
  festivalCode: string
  googleClientId?: string
  /** The supplier on GST invoices (section 31 CGST Act; rule 46 CGST Rules). */
  gst: GstSupplier
}

export type GstSupplier = {
  legalName: string
  gstin: string
  address: string
  state: string
  /** Rule 46(q): who signs the invoices for the supplier (printed with their signature image). */
  signatory?: { name: string; designation: string }
}

/**
 * Names of the records the seed creates and the backend looks up (GET
 * /api/config, the catalogue reads). Defined once in lib/catalogue/names.
 */
export const SEEDED = {
  regionName: STORE_REGION_NAME,
  currencyCode: STORE_CURRENCY,
  countryCode: STORE_COUNTRY,
  salesChannelName: STORE_SALES_CHANNEL_NAME,
  publishableKeyTitle: STORE_PUBLISHABLE_KEY_TITLE,
  stockLocationName: STORE_STOCK_LOCATION_NAME,
  shippingOptionName: STANDARD_SHIPPING_OPTION_NAME,
} as const

/**
 * The development defaults of the shop's identity: examples, so a fresh clone
 * works. Production refuses to start while any of them is still in use or
 * unset (lib/production-settings.ts): every invoice would carry someone
 * else's GSTIN and shoppers would write to a stranger's number.
 */
export const STORE_IDENTITY_EXAMPLES = {
  STORE_PHONE: "+91 98765 43210",
  STORE_EMAIL: "care@sugandh.example",
  STORE_WHATSAPP: "919876543210",
  STORE_LEGAL_NAME: "Sugandh Fragrances Private Limited",
  // A well-formed example GSTIN for Uttar Pradesh (state code 09); set the real one in production.
  STORE_GSTIN: "09AAACS1234F1ZQ",
  STORE_REGISTERED_ADDRESS: "12 Perfumers' Lane, Bada Bazaar, Kannauj 209725",
  STORE_STATE: "Uttar Pradesh",
  STORE_SIGNATORY_NAME: "Meera Kapoor",
} as const

const EX = STORE_IDENTITY_EXAMPLES

function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim()
  return value ? value : fallback
}

export function getStoreSettings(): StoreSettings {
  const googleClientId = process.env.GOOGLE_CLIENT_ID?.trim()
  return {
    storeName: env("STORE_NAME", "Sugandh"),
    contact: {
      phone: env("STORE_PHONE", EX.STORE_PHONE),
      email: env("STORE_EMAIL", EX.STORE_EMAIL),
      whatsapp: env("STORE_WHATSAPP", EX.STORE_WHATSAPP),
      hours: "24/7",
    },
    social: {
      instagram: env("STORE_INSTAGRAM", "https://www.instagram.com/sugandh.example"),
      facebook: env("STORE_FACEBOOK", "https://www.facebook.com/sugandh.example"),
      youtube: env("STORE_YOUTUBE", "https://www.youtube.com/@sugandh.example"),
    },
    festivalCode: env("FESTIVAL_CODE", "FESTIVE20").toUpperCase(),
    gst: {
      legalName: env("STORE_LEGAL_NAME", EX.STORE_LEGAL_NAME),
      gstin: env("STORE_GSTIN", EX.STORE_GSTIN).toUpperCase(),
      address: env("STORE_REGISTERED_ADDRESS", EX.STORE_REGISTERED_ADDRESS),
      state: env("STORE_STATE", EX.STORE_STATE),
      signatory: {
        name: env("STORE_SIGNATORY_NAME", EX.STORE_SIGNATORY_NAME),
        designation: env("STORE_SIGNATORY_DESIGNATION", "Director"),
      },
    },
    ...(googleClientId ? { googleClientId } : {}),
  }
}
