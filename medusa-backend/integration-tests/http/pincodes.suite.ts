import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { estimatedDelivery } from "../../src/lib/serviceability/delivery-dates"
import { forgetZones } from "../../src/lib/serviceability/zones"
import { backfillOrderStateCodes } from "../../src/lib/orders/backfill-state-codes"
import type { TaxDocumentContent } from "../../src/lib/invoices/tax-document"
import type { SeedResult } from "../../src/scripts/seed"
import { loadOrderView } from "../../src/lib/orders/queries"
import { ADDRESS, addToCart, ADMIN, as, cartTotals, login, noThrow, orderBody, placeOrder, seed, SHOPPER } from "../helpers/checkout"
import type { TestSuite } from "../helpers/runner"

const LUCKNOW = { ...ADDRESS, city: "Lucknow", state: "Uttar Pradesh", zipCode: "226001" }
const BENGALURU = { ...ADDRESS, city: "Bengaluru", state: "Karnataka", zipCode: "560001" }

/** PIN look-ups, the operator's delivery zones, and the state an address takes from its PIN (issue 29). */
export const pincodesSuite: TestSuite = ({ api, getContainer }) => {
  let shopper: string
  let admin: string
  let medusaAdmin: ReturnType<typeof as>
  let seeded: SeedResult

  beforeAll(async () => {
    process.env.RATE_LIMIT_PINCODES = "1000"
    forgetZones()
    seeded = await seed(getContainer())
    shopper = await login(api, SHOPPER)
    admin = await login(api, ADMIN)
    const token = (await api.post("/auth/user/emailpass", ADMIN, noThrow)).data.token
    medusaAdmin = as(token)
  })

  // The runner gives every test a fresh copy of the database; the zones this process keeps
  // (lib/serviceability/zones.ts, 30 s) must not carry one test's zones into the next.
  beforeEach(() => forgetZones())

  const lookup = (pin: string) => api.get(`/api/pincodes/${pin}`, noThrow)

  async function order(address: Record<string, string>) {
    await addToCart(api, shopper, "P1", 1)
    return placeOrder(api, shopper, orderBody(await cartTotals(api, shopper), { shippingAddress: address }))
  }

  async function invoiceOf(orderId: string): Promise<TaxDocumentContent> {
    expect((await api.put(`/api/admin/orders/${orderId}/confirm`, { note: "Paid" }, as(admin))).status).toBe(200)
    const [doc] = await getContainer()
      .resolve<InvoiceModuleService>(INVOICE_MODULE)
      .listTaxDocuments({ order_id: orderId, kind: "invoice" })
    return doc.document as unknown as TaxDocumentContent
  }

  it("answers a known PIN with its district, state, GST code and the seeded promise in IST", async () => {
    const res = await lookup("226001")
    expect(res.status).toBe(200)
    expect(res.headers["cache-control"]).toMatch(/public, max-age=\d+/)
    expect(res.data).toEqual({
      pin: "226001",
      district: "Lucknow",
      state: "Uttar Pradesh",
      stateCode: "09",
      serviceable: true,
      cod: true,
      deliveryDays: { min: 2, max: 4 }, // the store's state (Uttar Pradesh)
      estimatedDelivery: estimatedDelivery(new Date(), { min: 2, max: 4 }),
    })
    const blr = (await lookup("560001")).data
    expect(blr).toMatchObject({ district: "Bengaluru", state: "Karnataka", stateCode: "29", cod: true, deliveryDays: { min: 4, max: 7 } })
  })

  it("answers a remote-zone PIN as served prepaid in 7-10 days without cash on delivery", async () => {
    for (const [pin, state] of [
      ["744101", "Andaman and Nicobar Islands"],
      ["795001", "Manipur"],
      ["194101", "Ladakh"],
    ]) {
      const res = await lookup(pin)
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({ pin, state, serviceable: true, cod: false, deliveryDays: { min: 7, max: 10 } })
    }
  })

  it("refuses a malformed PIN with 400 and an unknown one with 404, each with a message", async () => {
    for (const bad of ["12345", "012345", "22600a", "2260011"]) {
      const res = await lookup(bad)
      expect(res.status).toBe(400)
      expect(res.data).toEqual({
        message: "Please enter a valid 6-digit PIN code",
        errors: [{ msg: "Please enter a valid 6-digit PIN code", path: "pin" }],
      })
    }
    const unknown = await lookup("999999")
    expect(unknown.status).toBe(404)
    expect(unknown.data.message).toBe("999999 is not a PIN code we know. Please check it.")
  })

  it("imports a good zones CSV (narrowest rule wins) and names every bad row of a bad one, importing nothing", async () => {
    const good = [
      "name,pins,min_days,max_days,prepaid,cod",
      '"Lucknow city","226001-226030",1,2,yes,no',
      "Leh (paused),194101,0,0,no,no",
    ].join("\n")
    const imported = await api.post("/api/admin/delivery-zone-imports", { csv: good }, medusaAdmin)
    expect(imported.status).toBe(200)
    expect(imported.data.imported).toBe(2)
    expect((await lookup("226001")).data).toMatchObject({ serviceable: true, cod: false, deliveryDays: { min: 1, max: 2 } })
    expect((await lookup("226101")).data).toMatchObject({ deliveryDays: { min: 2, max: 4 } }) // still the state's zone
    expect((await lookup("194101")).data).toMatchObject({ serviceable: false, cod: false, deliveryDays: null, estimatedDelivery: null })

    const bad = [
      "name,pins,min_days,max_days,prepaid,cod",
      "Fine zone,110,1,3,yes,yes",
      "Backwards,4000,5,2,yes,yes",
      "Broken,01ab,2,x,maybe,yes",
    ].join("\n")
    const refused = await api.post("/api/admin/delivery-zone-imports", { csv: bad }, medusaAdmin)
    expect(refused.status).toBe(400)
    expect(refused.data.message).toContain("Row 3: Maximum days must not be less than minimum days")
    expect(refused.data.message).toContain("Row 4: prepaid must be yes or no")
    expect(refused.data.message).toContain('Row 4: "01ab" is neither a PIN prefix')
    expect(refused.data.message).not.toContain("Row 2")
    const zones = (await api.get("/api/admin/delivery-zones", medusaAdmin)).data.zones as { name: string }[]
    expect(zones.map((z) => z.name)).not.toContain("Fine zone") // nothing imported
    expect((await api.get("/api/admin/delivery-zones", as(shopper))).status).toBe(403)

    // The admin page's edit: Lucknow city back to COD.
    const lucknow = (zones as { id: string; name: string }[]).find((z) => z.name === "Lucknow city")!
    const edited = await api.put(
      `/api/admin/delivery-zones/${lucknow.id}`,
      { name: "Lucknow city", pins: ["226001-226030"], minDays: 1, maxDays: 2, prepaid: true, cod: true },
      medusaAdmin
    )
    expect(edited.status).toBe(200)
    expect((await lookup("226001")).data.cod).toBe(true)
  })

  it("refuses at checkout a state that contradicts the PIN, an unknown PIN and a PIN not served (400, field errors)", async () => {
    const contradicts = await order({ ...LUCKNOW, state: "Karnataka" })
    expect(contradicts.status).toBe(400)
    expect(contradicts.data.errors).toEqual([
      {
        msg: "Karnataka does not match PIN 226001, which is in Uttar Pradesh. Please check the PIN or the state.",
        path: "shippingAddress.state",
      },
    ])
    const notAState = await order({ ...LUCKNOW, state: "Gondwana" })
    expect(notAState.data.errors).toEqual([{ msg: "Please choose your state from the list", path: "shippingAddress.state" }])
    const unknown = await order({ ...LUCKNOW, zipCode: "999999" })
    expect(unknown.status).toBe(400)
    expect(unknown.data.errors[0].path).toBe("shippingAddress.zipCode")
    const leh = ["name,pins,min_days,max_days,prepaid,cod", "Leh (paused),194101,0,0,no,no"].join("\n")
    expect((await api.post("/api/admin/delivery-zone-imports", { csv: leh }, medusaAdmin)).status).toBe(200)
    const paused = await order({ ...LUCKNOW, city: "Leh", state: "Ladakh", zipCode: "194101" })
    expect(paused.status).toBe(400)
    expect(paused.data.errors).toEqual([{ msg: "We do not deliver to 194101 yet", path: "shippingAddress.zipCode" }])

    // The profile address follows the same rule.
    const me = (await api.get("/api/auth/me", as(shopper))).data.user
    const profile = { firstName: me.firstName ?? "Shopper", lastName: me.lastName ?? "Demo", email: me.email }
    const refused = await api.put(
      "/api/auth/profile",
      { ...profile, address: { street: "1 Hazratganj", city: "Lucknow", state: "Maharashtra", zipCode: "226001" } },
      as(shopper)
    )
    expect(refused.status).toBe(400)
    expect(refused.data.errors[0].path).toBe("address.state")
    const saved = await api.put(
      "/api/auth/profile",
      { ...profile, address: { street: "1 Hazratganj", city: "Lucknow", state: "uttar pradesh", zipCode: "226001" } },
      as(shopper)
    )
    expect(saved.status).toBe(200)
    const [stored] = await getContainer()
      .resolve(Modules.CUSTOMER)
      .listCustomerAddresses({ customer_id: me._id ?? me.id, address_name: "Profile" })
    expect(stored).toMatchObject({ province: "Uttar Pradesh", postal_code: "226001", metadata: { gst_state_code: "09" } })
  })

  it("holds the same rule on Medusa's Store API checkout (completeCartWorkflow's validate hook)", async () => {
    const h = { ...noThrow, headers: { "x-publishable-api-key": seeded.publishableKey } }
    const variant = (await api.get("/store/products?handle=p1&fields=variants.id", h)).data.products[0].variants[0].id
    const complete = async (postal_code: string, province: string) => {
      const address = {
        first_name: "Guest",
        last_name: "Buyer",
        address_1: "1 Hazratganj",
        city: "Lucknow",
        postal_code,
        province,
        country_code: "in",
        phone: "9999999999",
      }
      const { data: c } = await api.post(
        "/store/carts",
        {
          region_id: seeded.regionId,
          sales_channel_id: seeded.salesChannelId,
          email: "pin-guest@example.com",
          shipping_address: address,
        },
        h
      )
      const cartId = c.cart.id
      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: variant, quantity: 1 }, h)
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: seeded.shippingOptionId }, h)
      const { data: pc } = await api.post("/store/payment-collections", { cart_id: cartId }, h)
      await api.post(`/store/payment-collections/${pc.payment_collection.id}/payment-sessions`, { provider_id: "pp_upi-qr_sugandh" }, h)
      return api.post(`/store/carts/${cartId}/complete`, {}, h)
    }
    const refused = await complete("226001", "Karnataka")
    expect(JSON.stringify(refused.data)).toContain("Karnataka does not match PIN 226001")
    expect(refused.data.type).not.toBe("order")
    const placed = await complete("226001", "")
    expect(placed.data.type).toBe("order")
    // No state on the address: the order views (and so the invoice) take the PIN's.
    const view = await loadOrderView(getContainer(), placed.data.order.id)
    expect(view?.shippingAddress).toMatchObject({ state: "Uttar Pradesh", stateCode: "09", zipCode: "226001" })
  })

  it("splits GST on the stored state code: CGST + SGST for Lucknow, IGST for Bengaluru", async () => {
    const lucknow = await order({ ...LUCKNOW, state: "uttar pradesh" })
    expect(lucknow.status).toBe(201)
    expect(lucknow.data.order.shippingAddress).toMatchObject({ state: "Uttar Pradesh", stateCode: "09" })
    const intra = await invoiceOf(lucknow.data.order.id)
    expect(intra.intraState).toBe(true)
    expect(intra.placeOfSupply).toEqual({ state: "Uttar Pradesh", code: "09" })
    expect(intra.totals.cgst).toBeGreaterThan(0)
    expect(intra.totals.igst).toBe(0)

    const blr = await order({ ...BENGALURU, state: "KARNATAKA" })
    expect(blr.status).toBe(201)
    const inter = await invoiceOf(blr.data.order.id)
    expect(inter.intraState).toBe(false)
    expect(inter.placeOfSupply).toEqual({ state: "Karnataka", code: "29" })
    expect(inter.totals.igst).toBeGreaterThan(0)
    expect(inter.totals.cgst).toBe(0)
  })

  it("backfills an old free-text order's state code from its PIN, and its invoice then splits CGST + SGST", async () => {
    // An order placed before this change: the state was free text ("U.P.") and no code was stored.
    const placed = await order(LUCKNOW)
    expect(placed.status).toBe(201)
    const container = getContainer()
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const read = async () =>
      (
        await query.graph({
          entity: "order",
          fields: ["shipping_address.id", "shipping_address.province", "shipping_address.metadata"],
          filters: { id: placed.data.order.id },
        })
      ).data[0].shipping_address as { id: string; province: string; metadata: Record<string, unknown> | null }
    const address = await read()
    // As the row looked before this change (Medusa's update merges metadata, so write the row itself).
    const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    await pg("order_address").where({ id: address.id }).update({ province: "U.P.", metadata: null })
    expect((await read()).metadata).toBeNull()

    const { updated } = await backfillOrderStateCodes(container)
    expect(updated).toBeGreaterThanOrEqual(1)
    const after = await read()
    expect(after).toMatchObject({ province: "U.P.", metadata: { gst_state_code: "09" } })
    expect((await backfillOrderStateCodes(container)).updated).toBe(0) // once only

    const doc = await invoiceOf(placed.data.order.id)
    expect(doc.intraState).toBe(true)
    expect(doc.placeOfSupply).toEqual({ state: "Uttar Pradesh", code: "09" })
    const report = await api.get(`/api/admin/reports/gst?month=${doc.date.slice(0, 7)}`, as(admin))
    expect(report.status).toBe(200)
    expect(String(report.data)).toContain(doc.number)
  })
}
