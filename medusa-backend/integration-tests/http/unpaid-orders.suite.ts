import type { TestSuite } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { SeedResult } from "../../src/scripts/seed"
import { processUnpaidOrders } from "../../src/workflows/payment/process-unpaid-orders"
import unpaidOrdersJob from "../../src/jobs/unpaid-orders"
import {
  addToCart,
  ADMIN,
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
} from "../helpers/checkout"

type Db = { raw: (sql: string, bindings?: unknown[]) => Promise<{ rows: any[] }> }

/** Short settings: remind after 1 hour, cancel after 2 (orders are aged by moving created_at back); references wait 5 days. */
const SETTINGS = { reminderHours: 1, expiryHours: 2, referenceDays: 5 }

export const unpaidOrdersSuite: TestSuite = ({ api, getContainer, dbConnection }) => {
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
        code: "ONCE50",
        type: "standard",
        status: "active",
        is_automatic: false,
        limit: 1,
        application_method: { type: "fixed", target_type: "order", allocation: "across", value: 50, currency_code: "inr" },
      } as any)
  })

  /** A new shopper's order of `catalogueId` × quantity, placed `hoursAgo` hours ago. */
  async function order(hoursAgo: number, catalogueId = "A3", quantity = 1, couponCode?: string) {
    const shopper = await newCustomer(api, seeded, `unpaid${++n}@example.com`)
    await addToCart(api, shopper.token, catalogueId, quantity)
    if (couponCode) await api.post("/api/coupons/validate", { code: couponCode, orderAmount: 0 }, as(shopper.token))
    const res = await placeOrder(api, shopper.token, orderBody(await cartTotals(api, shopper.token), couponCode ? { couponCode } : {}))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    await db.raw(`update "order" set created_at = now() - (? * interval '1 hour') where id = ?`, [hoursAgo, res.data.order.id])
    return { ...(res.data.order as { id: string; orderNumber: string }), token: shopper.token }
  }
  const orderView = async (id: string) =>
    (await api.get("/api/admin/orders", as(admin))).data.orders.find((o: { id: string }) => o.id === id)
  const mailsFor = async (template: string, orderId: string, atLeast = 1) =>
    (await notifications(getContainer(), template, atLeast)).filter((m) => m.resource_id === orderId)

  it("reminds once after the reminder age, cancels after the expiry age (stock and coupon back, e-mailed), leaves referenced and paid orders alone", async () => {
    const inventoryItemId = await setStock(getContainer(), seeded, "A3", 50)
    const fresh = await order(0.5)
    const due = await order(1.5)
    const expired = await order(3, "A3", 2, "ONCE50")
    const referenced = await order(5)
    const paid = await order(5)
    expect(
      (await api.post(`/api/auth/orders/${referenced.id}/payment-reference`, { reference: "412345678901" }, as(referenced.token))).status
    ).toBe(200)
    expect((await api.put(`/api/admin/orders/${paid.id}/confirm`, {}, as(admin))).status).toBe(200)
    expect((await orderView(expired.id)).couponCode).toBe("ONCE50")
    const [coupon] = await getContainer().resolve(Modules.PROMOTION).listPromotions({ code: "ONCE50" })
    expect(coupon.used).toBe(1)
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(6)

    const result = await processUnpaidOrders(container(), SETTINGS)
    expect(result).toEqual({ reminded: 1, expired: 1, waiting: 1, busy: 0 })

    // Reminder: one e-mail, remembered on the order.
    const reminders = await mailsFor("order-payment-reminder", due.id)
    expect(reminders).toHaveLength(1)
    expect(reminders[0].data).toMatchObject({ orderNumber: due.orderNumber, payment: expect.objectContaining({ method: "qr-code" }) })
    expect((await orderView(due.id)).orderStatus).toBe("pending")

    // Expiry: Medusa's cancellation with the reason, stock released, coupon use given back, e-mail sent.
    const cancelled = await orderView(expired.id)
    expect(cancelled).toMatchObject({ orderStatus: "cancelled", paymentStatus: "cancelled", cancelReason: "Payment not received" })
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(4)
    const [couponAfter] = await getContainer().resolve(Modules.PROMOTION).listPromotions({ code: "ONCE50" })
    expect(couponAfter.used).toBe(0)
    const cancelMails = await mailsFor("order-cancelled", expired.id)
    expect(cancelMails).toHaveLength(1)
    expect(cancelMails[0].data).toMatchObject({ cancelReason: "Payment not received" })

    // Left alone: too young, referenced (waits for the operator) and paid orders.
    expect((await orderView(fresh.id)).orderStatus).toBe("pending")
    expect(await mailsFor("order-payment-reminder", fresh.id, 0)).toHaveLength(0)
    expect((await orderView(referenced.id)).orderStatus).toBe("pending")
    expect(await mailsFor("order-payment-reminder", referenced.id, 0)).toHaveLength(0)
    expect((await orderView(paid.id)).orderStatus).toBe("processing")

    // A second run has nothing new to do: no second reminder.
    expect(await processUnpaidOrders(container(), SETTINGS)).toEqual({ reminded: 0, expired: 0, waiting: 1, busy: 0 })
    expect(await mailsFor("order-payment-reminder", due.id)).toHaveLength(1)
  })

  it("a reference no credit matched holds the stock only UNPAID_REFERENCE_DAYS: reminded a day before, then cancelled", async () => {
    const inventoryItemId = await setStock(getContainer(), seeded, "A3", 50)
    const waiting = await order(24 * 3)
    const due = await order(24 * 4 + 2)
    const expired = await order(24 * 5 + 1, "A3", 2)
    for (const o of [waiting, due, expired]) {
      const res = await api.post(`/api/auth/orders/${o.id}/payment-reference`, { reference: "412345678901" }, as(o.token))
      expect(res.status).toBe(200)
    }
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(4)

    expect(await processUnpaidOrders(container(), SETTINGS)).toEqual({ reminded: 1, expired: 1, waiting: 1, busy: 0 })

    // The reminder names the reference and the deadline: placement + 5 days.
    const reminders = await mailsFor("order-reference-reminder", due.id)
    expect(reminders).toHaveLength(1)
    const placedAt = new Date((await orderView(due.id)).createdAt).getTime()
    expect(reminders[0].data).toMatchObject({
      orderNumber: due.orderNumber,
      paymentReference: "412345678901",
      expiresAt: new Date(placedAt + 5 * 24 * 3_600_000).toISOString(),
    })
    expect(reminders[0].data?.subject).toBe(`Order ${due.orderNumber}: we could not find your payment yet`)
    expect((await orderView(due.id)).orderStatus).toBe("pending")

    // Past the wait: Medusa's cancellation, stock released, e-mailed.
    expect(await orderView(expired.id)).toMatchObject({ orderStatus: "cancelled", cancelReason: "Payment not received" })
    expect(await mailsFor("order-cancelled", expired.id)).toHaveLength(1)
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(2)

    // Three days in: nothing yet.
    expect((await orderView(waiting.id)).orderStatus).toBe("pending")
    expect(await mailsFor("order-reference-reminder", waiting.id, 0)).toHaveLength(0)

    // Replacing the reference does not restart the wait: the next run past day 5 cancels the reminded order.
    expect((await api.post(`/api/auth/orders/${due.id}/payment-reference`, { reference: "512345678901" }, as(due.token))).status).toBe(200)
    expect(await processUnpaidOrders(container(), SETTINGS)).toEqual({ reminded: 0, expired: 0, waiting: 2, busy: 0 })
    const later = new Date(Date.now() + 23 * 3_600_000)
    expect(await processUnpaidOrders(container(), SETTINGS, later)).toMatchObject({ expired: 1 })
    expect(await orderView(due.id)).toMatchObject({ orderStatus: "cancelled", cancelReason: "Payment not received" })
    expect(await mailsFor("order-reference-reminder", due.id)).toHaveLength(1)
  })

  it("two workers running at once remind and cancel each order exactly once", async () => {
    const inventoryItemId = await setStock(getContainer(), seeded, "S1", 30)
    const before = await reservedQuantity(getContainer(), inventoryItemId)
    const a = await order(1.5, "S1")
    const b = await order(3, "S1", 2)
    const c = await order(4, "S1", 3)
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(before + 6)

    const runs = await Promise.all([processUnpaidOrders(container(), SETTINGS), processUnpaidOrders(container(), SETTINGS)])
    const total = (k: "reminded" | "expired") => runs.reduce((sum, r) => sum + r[k], 0)
    expect([total("reminded"), total("expired")]).toEqual([1, 2])

    expect(await mailsFor("order-payment-reminder", a.id)).toHaveLength(1)
    for (const o of [b, c]) {
      expect((await orderView(o.id)).orderStatus).toBe("cancelled")
      expect(await mailsFor("order-cancelled", o.id)).toHaveLength(1)
    }
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(before + 1)
  })

  it("the scheduled job reads UNPAID_REMINDER_HOURS / UNPAID_EXPIRY_HOURS", async () => {
    const o = await order(0.2)
    process.env.UNPAID_REMINDER_HOURS = "0.05"
    process.env.UNPAID_EXPIRY_HOURS = "0.1"
    try {
      await unpaidOrdersJob(container())
    } finally {
      delete process.env.UNPAID_REMINDER_HOURS
      delete process.env.UNPAID_EXPIRY_HOURS
    }
    expect(await orderView(o.id)).toMatchObject({ orderStatus: "cancelled", cancelReason: "Payment not received" })
  })
}
