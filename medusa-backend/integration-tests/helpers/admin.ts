import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { cancelOrderWorkflow, capturePaymentWorkflow, refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import type { AxiosInstance, AxiosRequestConfig } from "axios"
import type { SeedResult } from "../../src/scripts/seed"
import { recordMoneyReceived } from "../../src/lib/payments/money-received"

/** Helpers shared by admin.spec.ts, admin-products.spec.ts and coupons.spec.ts. */

export const ADMIN = { email: "admin@sugandh.example", password: "admin1234" }
export const SHOPPER = { email: "shopper@sugandh.example", password: "shopper1234" }

export const noThrow: AxiosRequestConfig = { validateStatus: () => true }
export const as = (token?: string): AxiosRequestConfig => ({
  ...noThrow,
  headers: token ? { authorization: `Bearer ${token}` } : {},
})

export async function login(api: AxiosInstance, account: { email: string; password: string }): Promise<string> {
  const res = await api.post("/api/auth/login", account, noThrow)
  if (res.status !== 200) throw new Error(`login ${account.email}: ${res.status} ${JSON.stringify(res.data)}`)
  return res.data.token
}

export async function register(api: AxiosInstance, email: string, firstName = "Ravi"): Promise<{ token: string; id: string }> {
  const res = await api.post("/api/auth/register", { firstName, lastName: "Kumar", email, password: "secret12" }, noThrow)
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.data)}`)
  return { token: res.data.token, id: res.data.user._id }
}

export const storeHeaders = (seeded: SeedResult) => ({ headers: { "x-publishable-api-key": seeded.publishableKey } })

/** Variant id of a product by catalogue id, through the Store API. */
export async function variantOf(api: AxiosInstance, seeded: SeedResult, catalogueId: string): Promise<string> {
  const { data } = await api.get(`/store/products?handle=${catalogueId.toLowerCase()}&fields=variants.id`, storeHeaders(seeded))
  return data.products[0].variants[0].id
}

/**
 * A guest order placed through the Store API exactly as a storefront would
 * (cart, line items, shipping, our UPI payment session, complete). Its
 * payment is authorised, not captured. Returns the order and payment ids.
 * `providerId` another region provider (a gateway stand-in: Medusa's pp_system_default).
 */
export async function placeOrder(
  api: AxiosInstance,
  container: MedusaContainer,
  seeded: SeedResult,
  items: { catalogueId: string; quantity: number }[],
  providerId = "pp_upi-qr_sugandh"
): Promise<{ orderId: string; paymentId: string; total: number }> {
  const h = storeHeaders(seeded)
  const { data: c } = await api.post(
    "/store/carts",
    {
      region_id: seeded.regionId,
      sales_channel_id: seeded.salesChannelId,
      email: "guest@example.com",
      shipping_address: {
        first_name: "Guest",
        last_name: "Buyer",
        address_1: "1 MG Road",
        city: "Pune",
        postal_code: "411001",
        country_code: "in",
        phone: "9999999999",
      },
    },
    h
  )
  const cartId = c.cart.id
  for (const item of items) {
    await api.post(
      `/store/carts/${cartId}/line-items`,
      { variant_id: await variantOf(api, seeded, item.catalogueId), quantity: item.quantity },
      h
    )
  }
  await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: seeded.shippingOptionId }, h)
  const { data: pc } = await api.post("/store/payment-collections", { cart_id: cartId }, h)
  await api.post(`/store/payment-collections/${pc.payment_collection.id}/payment-sessions`, { provider_id: providerId }, h)
  const { data: done } = await api.post(`/store/carts/${cartId}/complete`, {}, h)
  if (done.type !== "order") throw new Error(`cart not completed: ${JSON.stringify(done)}`)
  return { orderId: done.order.id, paymentId: await paymentOfOrder(container, done.order.id), total: Number(done.order.total) }
}

async function paymentOfOrder(container: MedusaContainer, orderId: string): Promise<string> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["payment_collections.payments.id"], filters: { id: orderId } })
  return (data[0] as { payment_collections: { payments: { id: string }[] }[] }).payment_collections[0].payments[0].id
}

/** Medusa's capture of a payment whose money the shop has seen (our manual provider refuses it before). */
export const capture = async (container: MedusaContainer, paymentId: string) => {
  await recordMoneyReceived(container, paymentId, "test")
  return capturePaymentWorkflow(container).run({ input: { payment_id: paymentId } })
}

export const refund = (container: MedusaContainer, paymentId: string, amount: number) =>
  refundPaymentWorkflow(container).run({ input: { payment_id: paymentId, amount } })

export const cancelOrder = (container: MedusaContainer, orderId: string) =>
  cancelOrderWorkflow(container).run({ input: { order_id: orderId } })

/** Row counts of the tables an operator's product or coupon call writes. */
export async function countRows(container: MedusaContainer) {
  const count = async (module: string, method: string, filters: Record<string, unknown> = {}) => {
    const service = container.resolve(module) as Record<string, (f: unknown, c: unknown) => Promise<[unknown[], number]>>
    return (await service[method](filters, { take: 1 }))[1]
  }
  return {
    products: await count(Modules.PRODUCT, "listAndCountProducts"),
    variants: await count(Modules.PRODUCT, "listAndCountProductVariants"),
    inventoryItems: await count(Modules.INVENTORY, "listAndCountInventoryItems"),
    priceLists: await count(Modules.PRICING, "listAndCountPriceLists"),
    promotions: await count(Modules.PROMOTION, "listAndCountPromotions"),
  }
}
