import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { AxiosInstance, AxiosRequestConfig } from "axios"
import { forgetStoreContext } from "../../src/lib/catalogue"
import { runSeed, type SeedResult } from "../../src/scripts/seed"

/** Helpers shared by checkout.spec.ts, orders.spec.ts and admin-orders.spec.ts. */

export const ADMIN = { email: "admin@sugandh.example", password: "admin1234" }
export const SHOPPER = { email: "shopper@sugandh.example", password: "shopper1234" }

export const noThrow: AxiosRequestConfig = { validateStatus: () => true }
export const as = (token?: string, headers: Record<string, string> = {}): AxiosRequestConfig => ({
  ...noThrow,
  headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
})

export const ADDRESS = {
  name: "Asha Verma",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zipCode: "411001",
  phone: "9876543210",
}

export async function seed(container: MedusaContainer): Promise<SeedResult> {
  forgetStoreContext()
  return runSeed(container, { ...process.env })
}

export async function login(api: AxiosInstance, account: { email: string; password: string }): Promise<string> {
  const res = await api.post("/api/auth/login", account, noThrow)
  if (res.status !== 200) throw new Error(`login ${account.email}: ${res.status} ${JSON.stringify(res.data)}`)
  return res.data.token
}

/** A customer made through Medusa's own auth routes (no rate limit); returns id and bearer token. */
export async function newCustomer(api: AxiosInstance, seeded: SeedResult, email: string, firstName = "Ravi") {
  const password = "secret123"
  const reg = await api.post("/auth/customer/emailpass/register", { email, password })
  const created = await api.post(
    "/store/customers",
    { email, first_name: firstName, last_name: "Kumar" },
    { headers: { authorization: `Bearer ${reg.data.token}`, "x-publishable-api-key": seeded.publishableKey } }
  )
  const login = await api.post("/auth/customer/emailpass", { email, password })
  return { id: created.data.customer.id as string, token: login.data.token as string }
}

/** What opening the verification link does to the account (cash on delivery needs a verified e-mail, issue 43). */
export async function verifyEmail(container: MedusaContainer, customerId: string) {
  await container.resolve(Modules.CUSTOMER).updateCustomers(customerId, { metadata: { isEmailVerified: true } })
}

export async function addToCart(api: AxiosInstance, token: string, productId: string, quantity = 1) {
  const res = await api.post("/api/auth/cart", { productId, quantity }, as(token))
  if (res.status >= 300) throw new Error(`add ${productId}: ${res.status} ${JSON.stringify(res.data)}`)
  return res.data
}

export type Totals = { subtotal: number; shipping: number; discount: number; tax: number; total: number }

/** The body the storefront sends, with the totals it shows (by default the server cart's own). */
export function orderBody(totals: Pick<Totals, "total"> & Partial<Totals>, extra: Record<string, unknown> = {}) {
  return {
    items: [],
    shippingAddress: ADDRESS,
    paymentMethod: "qr-code",
    subtotal: totals.subtotal ?? 0,
    shipping: totals.shipping ?? 0,
    tax: 0,
    total: totals.total,
    ...extra,
  }
}

/** The server cart's totals as GET /api/auth/cart reports them. */
export async function cartTotals(api: AxiosInstance, token: string): Promise<Totals> {
  const { data } = await api.get("/api/auth/cart", as(token))
  const t = data.totals ?? data
  return { subtotal: t.subtotal, shipping: t.shipping, discount: t.discount ?? 0, tax: 0, total: t.total }
}

export async function placeOrder(api: AxiosInstance, token: string, body: unknown, key?: string) {
  return api.post("/api/auth/orders", body, as(token, key ? { "idempotency-key": key } : {}))
}

/** Sets the stock of a product's variant at the warehouse (for last-unit tests). */
export async function setStock(container: MedusaContainer, seeded: SeedResult, catalogueId: string, quantity: number) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["variants.inventory_items.inventory_item_id"],
    filters: { external_id: catalogueId },
  })
  const inventoryItemId = data[0].variants[0].inventory_items?.[0]?.inventory_item_id as string
  await container
    .resolve(Modules.INVENTORY)
    .updateInventoryLevels([{ inventory_item_id: inventoryItemId, location_id: seeded.stockLocationId, stocked_quantity: quantity }])
  return inventoryItemId as string
}

export async function reservedQuantity(container: MedusaContainer, inventoryItemId: string): Promise<number> {
  const reservations = await container.resolve(Modules.INVENTORY).listReservationItems({ inventory_item_id: inventoryItemId })
  return reservations.reduce((sum, r) => sum + Number(r.quantity), 0)
}

/** Stored notifications of a template; subscribers run after the request answered, so wait up to 10 s for `atLeast`. */
export async function notifications(container: MedusaContainer, template: string, atLeast = 1) {
  const list = () => container.resolve(Modules.NOTIFICATION).listNotifications({ template }, { order: { created_at: "DESC" } })
  for (let i = 0; i < 50; i++) {
    const found = await list()
    if (found.length >= atLeast) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  return list()
}
