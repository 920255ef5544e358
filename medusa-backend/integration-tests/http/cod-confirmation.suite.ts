import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { codConfirmationLink } from "../../src/lib/cod/token-secret"
import {
  ADMIN,
  addToCart,
  as,
  cartTotals,
  login,
  newCustomer,
  notifications,
  orderBody,
  placeOrder,
  reservedQuantity,
  seed,
  setStock,
  verifyEmail,
} from "../helpers/checkout"
import type { TestSuite } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { processUnconfirmedCodOrders } from "../../src/workflows/cod/process-unconfirmed-cod-orders"
import unconfirmedCodOrdersJob from "../../src/jobs/unconfirmed-cod-orders"

type Db = { raw: (sql: string, bindings?: unknown[]) => Promise<{ rows: unknown[] }> }

const SETTINGS = { confirmHours: 24 }
const COD_FEE = 49

/**
 * Confirming cash-on-delivery orders (issue 30, step 2): the signed single-use
 * link in the order e-mail, the shopper's "Confirm order", the operator's
 * confirmation by phone, shipping only confirmed orders, and the expiry job
 * ("Not confirmed", stock and coupon use given back, two workers at once).
 */
export const codConfirmationSuite: TestSuite = ({ api, getContainer, dbConnection }) => {
  let seeded: SeedResult
  let admin: string
  let n = 0
  const db = dbConnection as unknown as Db
  const container = () => getContainer() as MedusaContainer

  beforeAll(async () => {
    seeded = await seed(getContainer())
    admin = await login(api, ADMIN)
    await getContainer()
      .resolve(Modules.PROMOTION)
      .createPromotions({
        code: "CODONCE50",
        type: "standard",
        status: "active",
        is_automatic: false,
        limit: 1,
        application_method: { type: "fixed", target_type: "order", allocation: "across", value: 50, currency_code: "inr" },
      } as never)
  })
  afterEach(() => {
    delete process.env.COD_CONFIRM_HOURS
  })

  /** A new shopper's COD order of `catalogueId` × quantity, placed `hoursAgo` hours ago. */
  async function codOrder(
    options: { hoursAgo?: number; catalogueId?: string; quantity?: number; couponCode?: string; method?: string } = {}
  ) {
    const { hoursAgo = 0, catalogueId = "A3", quantity = 1, couponCode, method = "cod" } = options
    const email = `cod-confirm${++n}@example.com`
    const shopper = await newCustomer(api, seeded, email)
    await verifyEmail(getContainer(), shopper.id)
    await addToCart(api, shopper.token, catalogueId, quantity)
    if (couponCode) await api.post("/api/coupons/validate", { code: couponCode, orderAmount: 0 }, as(shopper.token))
    const totals = await cartTotals(api, shopper.token)
    const total = method === "cod" ? totals.total + COD_FEE : totals.total
    const res = await placeOrder(
      api,
      shopper.token,
      orderBody({ ...totals, total }, { paymentMethod: method, ...(couponCode ? { couponCode } : {}) })
    )
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    if (hoursAgo)
      await db.raw(`update "order" set created_at = now() - (? * interval '1 hour') where id = ?`, [hoursAgo, res.data.order.id])
    return { ...(res.data.order as { id: string; orderNumber: string }), token: shopper.token, email }
  }
  const orderView = async (id: string) =>
    (await api.get("/api/admin/orders", as(admin))).data.orders.find((o: { id: string }) => o.id === id)
  /**
   * The confirmation token of the order's e-mail, made as the order-placed subscriber makes it (the same
   * order id, placed time and secret give the same signed link; the e-mail's text is unit-tested in lib/email).
   */
  async function linkToken(order: { id: string }): Promise<string> {
    const placed = await orderView(order.id)
    const link = codConfirmationLink(container(), "http://shop.example", { id: order.id, createdAt: placed.createdAt })
    return decodeURIComponent(/\/cod-confirm\?token=(\S+)$/.exec(link)![1])
  }
  const ship = (id: string) => api.put(`/api/admin/orders/${id}/tracking`, { trackingNumber: `AWB${id.slice(-6)}` }, as(admin))

  it("confirms with the e-mailed link once; a forged link is 400 and changes nothing", async () => {
    const order = await codOrder()
    const token = await linkToken(order)
    // The stored notification never holds the link.
    const stored = (await notifications(getContainer(), "order-placed")).find((m) => m.resource_id === order.id)
    expect(JSON.stringify(stored?.data)).not.toContain(token)

    const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA")
    const bad = await api.post("/api/orders/cod-confirmation", { token: forged }, as())
    expect([bad.status, bad.data.message]).toEqual([400, "This confirmation link is invalid or has expired"])
    expect((await orderView(order.id)).paymentStatus).toBe("awaiting-confirmation")

    const ok = await api.post("/api/orders/cod-confirmation", { token }, as())
    expect(ok.status).toBe(200)
    expect(ok.data).toMatchObject({
      success: true,
      order: { orderNumber: order.orderNumber, orderStatus: "processing", paymentStatus: "pending" },
    })
    expect(await orderView(order.id)).toMatchObject({
      orderStatus: "processing",
      paymentStatus: "pending",
      codConfirmedAt: expect.any(String),
    })

    const again = await api.post("/api/orders/cod-confirmation", { token }, as())
    expect([again.status, again.data.message]).toEqual([409, "This order is already confirmed"])
    expect((await api.post("/api/orders/cod-confirmation", {}, as())).status).toBe(400)
  })

  it("refuses a link past COD_CONFIRM_HOURS", async () => {
    process.env.COD_CONFIRM_HOURS = "0.0005" // 1.8 s
    const order = await codOrder()
    const token = await linkToken(order)
    await new Promise((r) => setTimeout(r, 2500))
    const res = await api.post("/api/orders/cod-confirmation", { token }, as())
    expect([res.status, res.data.message]).toEqual([400, "This confirmation link is invalid or has expired"])
    expect((await orderView(order.id)).paymentStatus).toBe("awaiting-confirmation")
  })

  it("lets the signed-in owner confirm from /orders; another shopper's order is 404, a prepaid one 409", async () => {
    const order = await codOrder()
    const other = await newCustomer(api, seeded, `cod-other${++n}@example.com`)
    const theirs = await api.post(`/api/auth/orders/${order.id}/cod-confirmation`, {}, as(other.token))
    expect([theirs.status, theirs.data.message]).toEqual([404, "Order not found"])
    expect((await api.post(`/api/auth/orders/${order.id}/cod-confirmation`, {}, as())).status).toBe(401)
    expect((await orderView(order.id)).paymentStatus).toBe("awaiting-confirmation")

    const mine = await api.post(`/api/auth/orders/${order.orderNumber}/cod-confirmation`, {}, as(order.token))
    expect(mine.status).toBe(200)
    expect(mine.data.order).toMatchObject({ id: order.id, orderStatus: "processing", paymentStatus: "pending" })
    expect((await api.post(`/api/auth/orders/${order.id}/cod-confirmation`, {}, as(order.token))).status).toBe(409)

    const prepaid = await codOrder({ method: "qr-code" })
    const refused = await api.post(`/api/auth/orders/${prepaid.id}/cod-confirmation`, {}, as(prepaid.token))
    expect([refused.status, refused.data.message]).toEqual([409, "This is not a cash on delivery order"])
  })

  it("ships only confirmed COD orders; an operator confirms by phone (admin role on the server)", async () => {
    const order = await codOrder()
    const early = await ship(order.id)
    expect([early.status, early.data.message]).toEqual([
      409,
      "Confirm this cash on delivery order (by phone or the shopper's link) before shipping it",
    ])
    // Nor is it marked paid before delivery.
    expect((await api.put(`/api/admin/orders/${order.id}/confirm`, {}, as(admin))).status).toBe(409)

    expect((await api.put(`/api/admin/orders/${order.id}/cod-confirmation`, {}, as(order.token))).status).toBe(403)
    expect((await api.put(`/api/admin/orders/${order.id}/cod-confirmation`, {}, as())).status).toBe(401)
    const toConfirm = async () => (await api.get("/api/admin/payments/summary", as(admin))).data.codToConfirm as number
    const waiting = await toConfirm()
    expect(waiting).toBeGreaterThanOrEqual(1)
    const confirmed = await api.put(`/api/admin/orders/${order.id}/cod-confirmation`, {}, as(admin))
    expect(await toConfirm()).toBe(waiting - 1)
    expect(confirmed.status).toBe(200)
    expect(confirmed.data.order).toMatchObject({ orderStatus: "processing", paymentStatus: "pending" })
    expect((await api.put(`/api/admin/orders/${order.id}/cod-confirmation`, {}, as(admin))).status).toBe(409)

    const shipped = await ship(order.id)
    expect(shipped.status).toBe(200)
    expect(shipped.data.order).toMatchObject({ orderStatus: "shipped", paymentStatus: "pending" })
    // A shipped order cannot be confirmed any more (nothing to confirm).
    expect((await api.post(`/api/auth/orders/${order.id}/cod-confirmation`, {}, as(order.token))).status).toBe(409)
  })

  it("lets an operator confirm from the Medusa admin widget (a Medusa admin user's token on /api/admin)", async () => {
    const order = await codOrder()
    expect((await api.put(`/api/admin/orders/${order.id}/cod-confirmation`, {}, as(order.token))).status).toBe(403)
    const medusaAdmin = (await api.post("/auth/user/emailpass", ADMIN)).data.token
    const widget = await api.get(`/api/admin/orders/${order.id}`, as(medusaAdmin))
    expect(widget.data.order).toMatchObject({ paymentMethod: "cod", paymentStatus: "awaiting-confirmation", codFee: 49 })
    const res = await api.put(`/api/admin/orders/${order.id}/cod-confirmation`, {}, as(medusaAdmin))
    expect(res.status).toBe(200)
    expect(res.data.order).toMatchObject({ orderStatus: "processing", paymentStatus: "pending" })
  })

  it("cancels unconfirmed COD orders after COD_CONFIRM_HOURS ('Not confirmed', stock and coupon use back); two workers at once cancel each once", async () => {
    const inventoryItemId = await setStock(getContainer(), seeded, "A3", 50)
    const before = await reservedQuantity(getContainer(), inventoryItemId)
    const fresh = await codOrder({ hoursAgo: 23 })
    const withCoupon = await codOrder({ hoursAgo: 25, quantity: 2, couponCode: "CODONCE50" })
    const old = await codOrder({ hoursAgo: 30, quantity: 3 })
    const confirmedOld = await codOrder({ hoursAgo: 30 })
    const prepaidOld = await codOrder({ hoursAgo: 30, method: "bank-transfer" })
    expect((await api.put(`/api/admin/orders/${confirmedOld.id}/cod-confirmation`, {}, as(admin))).status).toBe(200)
    expect((await orderView(withCoupon.id)).couponCode).toBe("CODONCE50")
    const [coupon] = await getContainer().resolve(Modules.PROMOTION).listPromotions({ code: "CODONCE50" })
    expect(coupon.used).toBe(1)
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(before + 8)

    const runs = await Promise.all([processUnconfirmedCodOrders(container(), SETTINGS), processUnconfirmedCodOrders(container(), SETTINGS)])
    expect(runs.reduce((sum, r) => sum + r.expired, 0)).toBe(2)

    for (const o of [withCoupon, old]) {
      expect(await orderView(o.id)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "cancelled", cancelReason: "Not confirmed" })
      const mails = (await notifications(getContainer(), "order-cancelled")).filter((m) => m.resource_id === o.id)
      expect(mails).toHaveLength(1)
    }
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(before + 3)
    const [couponAfter] = await getContainer().resolve(Modules.PROMOTION).listPromotions({ code: "CODONCE50" })
    expect(couponAfter.used).toBe(0)
    expect((await orderView(fresh.id)).paymentStatus).toBe("awaiting-confirmation")
    expect((await orderView(confirmedOld.id)).orderStatus).toBe("processing")
    expect((await orderView(prepaidOld.id)).orderStatus).toBe("pending")

    // The expired order's link and button are refused now.
    expect((await api.post(`/api/auth/orders/${old.id}/cod-confirmation`, {}, as(old.token))).status).toBe(409)
    // Nothing left to do on the next run.
    expect(await processUnconfirmedCodOrders(container(), SETTINGS)).toEqual({ expired: 0, skipped: 0, busy: 0 })
  })

  it("the scheduled job reads COD_CONFIRM_HOURS", async () => {
    const o = await codOrder({ hoursAgo: 0.2 })
    process.env.COD_CONFIRM_HOURS = "0.1"
    await unconfirmedCodOrdersJob(container())
    expect(await orderView(o.id)).toMatchObject({ orderStatus: "cancelled", cancelReason: "Not confirmed" })
  })
}
