import type { TestSuite } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
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
  SHOPPER,
} from "../helpers/checkout"

type Db = { raw: (sql: string, bindings?: unknown[]) => Promise<unknown> }

export const ordersSuite: TestSuite = ({ api, getContainer, dbConnection }) => {
  let seeded: SeedResult
  let shopper: string
  let admin: string
  let ravi: { id: string; token: string }
  const db = dbConnection as unknown as Db

  beforeAll(async () => {
    seeded = await seed(getContainer())
    shopper = await login(api, SHOPPER)
    admin = await login(api, ADMIN)
    ravi = await newCustomer(api, seeded, "ravi@example.com", "Ravi")
  })

  async function order(token: string, catalogueId = "P1", quantity = 1) {
    await addToCart(api, token, catalogueId, quantity)
    const res = await placeOrder(api, token, orderBody(await cartTotals(api, token)))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data.order as { id: string; orderNumber: string }
  }
  const cancel = (token: string | undefined, id: string, reason = "Customer requested cancellation") =>
    api.put(`/api/auth/orders/${id}/cancel`, { reason }, as(token))

  describe("GET /api/auth/orders", () => {
    it("lists only the customer's own orders, newest first, with the spec's fields", async () => {
      const first = await order(shopper, "P1")
      const second = await order(shopper, "S1", 2)
      await order(ravi.token, "P2")
      const res = await api.get("/api/auth/orders", as(shopper))
      expect(res.status).toBe(200)
      expect(res.data.orders.map((o: { id: string }) => o.id)).toEqual([second.id, first.id])
      expect(res.data.count).toBe(2)
      // Paging: the total stays in count, the page in limit/offset.
      const page = await api.get("/api/auth/orders?limit=1&offset=1", as(shopper))
      expect(page.data).toMatchObject({ success: true, count: 2, limit: 1, offset: 1 })
      expect(page.data.orders.map((o: { id: string }) => o.id)).toEqual([first.id])
      const adminPage = await api.get("/api/admin/orders?limit=2", as(admin))
      expect(adminPage.data).toMatchObject({ count: 3, limit: 2, offset: 0 })
      expect(adminPage.data.orders).toHaveLength(2)
      const o = res.data.orders[0]
      for (const field of [
        "_id",
        "orderNumber",
        "createdAt",
        "orderStatus",
        "paymentMethod",
        "paymentStatus",
        "total",
        "subtotal",
        "shipping",
        "items",
        "shippingAddress",
        "trackingNumber",
        "trackingUrl",
        "estimatedDelivery",
        "shippedAt",
        "deliveredAt",
        "cancelledAt",
        "customerName",
        "customerEmail",
        "userId",
      ]) {
        expect(o).toHaveProperty(field)
      }
      expect(o).toMatchObject({ orderStatus: "pending", paymentStatus: "pending", userId: { email: SHOPPER.email } })
      expect(o).not.toHaveProperty("status") // the spec's orderStatus only (issue 49)
      expect(o.items[0]).toMatchObject({ productId: "S1", category: "incense-sticks", quantity: 2, price: 99 })
      expect((await api.get("/api/auth/orders", as(ravi.token))).data.orders).toHaveLength(1)
      expect((await api.get("/api/auth/orders", as())).status).toBe(401)
    })
  })

  describe("PUT /api/auth/orders/{id}/cancel", () => {
    it("cancels a pending order: stock released, payment voided, cancelledAt set, customer e-mailed", async () => {
      const inventoryItemId = await setStock(getContainer(), seeded, "P2", 10)
      const placed = await order(shopper, "P2", 3)
      expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(3)
      const res = await cancel(shopper, placed.id)
      expect(res.status).toBe(200)
      expect(res.data.message).toBe("Order cancelled successfully")
      expect(res.data.order).toMatchObject({
        orderStatus: "cancelled",
        paymentStatus: "cancelled",
        cancelReason: "Customer requested cancellation",
      })
      expect(res.data.order.cancelledAt).toEqual(expect.any(String))
      expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(0)
      expect(await notifications(getContainer(), "order-cancelled")).toHaveLength(1)
      // Cancelled is final.
      const again = await cancel(shopper, placed.id)
      expect([again.status, again.data.message]).toEqual([409, "This order is already cancelled"])
    })

    it("accepts the order number as the id and refunds a paid (processing) order", async () => {
      const placed = await order(shopper)
      expect((await api.put(`/api/admin/orders/${placed.id}/confirm`, {}, as(admin))).status).toBe(200)
      const res = await cancel(shopper, placed.orderNumber)
      expect(res.status).toBe(200)
      expect(res.data.order).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" })
    })

    it("hides another customer's order (404) and refuses anonymous calls (401)", async () => {
      const placed = await order(shopper)
      const res = await cancel(ravi.token, placed.id)
      expect([res.status, res.data.message]).toEqual([404, "Order not found"])
      expect((await cancel(undefined, placed.id)).status).toBe(401)
      expect((await cancel(shopper, "order_missing")).status).toBe(404)
    })

    it("refuses after the 2-hour window and once shipped, with 409 and a message", async () => {
      const late = await order(shopper)
      await db.raw(`update "order" set created_at = now() - interval '121 minutes' where id = ?`, [late.id])
      const tooLate = await cancel(shopper, late.id)
      expect([tooLate.status, tooLate.data.message]).toEqual([409, "Orders can only be cancelled within 2 hours of placing them"])

      const shipped = await order(shopper, "S1")
      await api.put(`/api/admin/orders/${shipped.id}/confirm`, {}, as(admin))
      await api.put(`/api/admin/orders/${shipped.id}/tracking`, { trackingNumber: "TRK1" }, as(admin))
      const res = await cancel(shopper, shipped.id)
      expect([res.status, res.data.message]).toEqual([409, "This order has already been shipped and can no longer be cancelled"])
    })
  })
}
