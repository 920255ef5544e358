import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { getStoreSettings, SEEDED } from "../../../lib/store-settings"
import { GIFT_WRAP, giftWrapTax } from "../../../lib/orders/gift-wrap"
import { GST_DEFAULT_RATE } from "../../../lib/tax/gst-rates"
import { codSettings } from "../../../lib/cod/settings"
import { codFeeTax } from "../../../lib/cod/fee-line"
import type { ConfigAnswer, ErrorAnswer } from "@sugandh/contract"
import { emailsGoToLog } from "../../../lib/email/dev-log"
import { returnPolicySettings } from "../../../lib/returns/policy"
import { courierBookingEnabled } from "../../../lib/shipping/courier-options"
import { onlinePaymentOffer } from "../../../lib/checkout/online-payment"

type CommerceIds = { publishableKey: string; regionId: string }

// The key and region never change once seeded; cache after the first successful look-up.
let cached: CommerceIds | undefined

/** Forget the cached ids (tests that reseed a fresh database). */
export function resetConfigCache(): void {
  cached = undefined
}

async function lookUpCommerceIds(container: MedusaContainer): Promise<CommerceIds | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: keys }, { data: regions }] = await Promise.all([
    query.graph({
      entity: "api_key",
      fields: ["token", "revoked_at", "created_at"],
      filters: { type: "publishable", title: SEEDED.publishableKeyTitle },
    }),
    query.graph({
      entity: "region",
      fields: ["id"],
      filters: { name: SEEDED.regionName },
    }),
  ])
  const key = keys.find((k: { revoked_at: unknown }) => !k.revoked_at)
  const region = regions[0]
  if (!key?.token || !region?.id) {
    return undefined
  }
  return { publishableKey: key.token as string, regionId: region.id as string }
}

/**
 * GET /api/config (public): what the storefront needs to talk to the Store
 * API and to show the shop's contacts, so nothing is copied by hand.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<ConfigAnswer | ErrorAnswer>) {
  if (!cached) {
    cached = await lookUpCommerceIds(req.scope)
  }
  if (!cached) {
    res.status(503).json({
      message: "The store is not set up yet. Run the seed (npm run seed in medusa-backend) and try again.",
    })
    return
  }
  const settings = getStoreSettings()
  res.json({
    publishableKey: cached.publishableKey,
    regionId: cached.regionId,
    currency: SEEDED.currencyCode,
    storeName: settings.storeName,
    contact: settings.contact,
    social: settings.social,
    festivalCode: settings.festivalCode,
    gst: settings.gst,
    // What checkout offers; the server prices the wrap itself when the order is placed.
    giftWrap: { price: GIFT_WRAP.price, tax: giftWrapTax(GST_DEFAULT_RATE.rate), messageMaxLength: GIFT_WRAP.messageMaxLength },
    // Cash on delivery as checkout shows it before the shopper chooses (the server prices and checks it again).
    cod: (({ fee, maxOrder, confirmHours }) => ({ fee, tax: codFeeTax(fee, GST_DEFAULT_RATE.rate), maxOrder, confirmHours }))(
      codSettings()
    ),
    ...(settings.googleClientId ? { googleClientId: settings.googleClientId } : {}),
    // Only when set up, so the answer without a courier is as before.
    returns: returnPolicySettings(),
    ...(courierBookingEnabled() ? { courierBooking: true } : {}),
    // "Pay online" comes first at checkout only when the gateway's keys are set (the key id is public by design).
    ...((offer) => (offer ? { onlinePayment: offer } : {}))(onlinePaymentOffer()),
    // Development without SMTP: e-mails (and their links) go to the server log (lib/email/dev-log.ts).
    ...(emailsGoToLog() ? { emailsInLog: true } : {}),
  })
}
