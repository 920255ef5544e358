import type Medusa from "@medusajs/js-sdk"
import type { TestSuite } from "../helpers/runner"
import { ADMIN, addToCart, as, cartTotals, login, newCustomer, orderBody, placeOrder, seed } from "../helpers/checkout"
import { medusaAdminSdk } from "../helpers/medusa-admin-sdk"
import { variantOf } from "../helpers/admin"
import type { SeedResult } from "../../src/scripts/seed"
import { amount } from "../../src/lib/orders/to-order-view"

type Row = Record<string, any>

/**
 * Issue 48, point 4: after a return, an exchange or a claim made in Medusa admin (its Admin API through
 * @medusajs/js-sdk), the shopper's order (GET /api/auth/orders) and the dashboard's (GET
 * /api/admin/orders) are the order as Medusa's order summary has it now: the lines and quantities after
 * the change, the subtotal of those lines, Medusa's current total, paid, refunded and what is owed.
 */
export const orderChangesViewSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let shopAdmin: string
  let sdk: Medusa
  let n = 0

  beforeAll(async () => {
    seeded = await seed(getContainer())
    shopAdmin = await login(api, ADMIN)
    sdk = await medusaAdminSdk(api)
  })

  /** A new shopper's UPI order through the shop's checkout, confirmed (paid), then shipped and delivered in Medusa admin. */
  async function deliveredOrder(lines: Record<string, number>) {
    const shopper = await newCustomer(api, seeded, `changes${++n}@example.com`)
    for (const [id, quantity] of Object.entries(lines)) await addToCart(api, shopper.token, id, quantity)
    const placed = await placeOrder(api, shopper.token, orderBody(await cartTotals(api, shopper.token)))
    if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.data)}`)
    const orderId = placed.data.order.id as string
    expect((await api.put(`/api/admin/orders/${orderId}/confirm`, {}, as(shopAdmin))).status).toBe(200)
    const { order } = await sdk.admin.order.retrieve(orderId, { fields: "id,*items" })
    const items = order.items.map((i) => ({ id: i.id, quantity: Number(i.quantity) }))
    const fulfilled = await sdk.admin.order.createFulfillment(
      orderId,
      { items, location_id: seeded.stockLocationId },
      { fields: "id,fulfillments.id" }
    )
    const fulfillmentId = fulfilled.order.fulfillments![0]!.id
    await sdk.admin.order.createShipment(orderId, fulfillmentId, {
      items,
      labels: [{ tracking_number: "AWB9", tracking_url: "#", label_url: "#" }],
    })
    await sdk.admin.order.markAsDelivered(orderId, fulfillmentId)
    const lineOf = async (catalogueId: string) => {
      const variantId = await variantOf(api, seeded, catalogueId)
      return order.items.find((i) => i.variant_id === variantId)!
    }
    return { orderId, shopper, lineOf, before: await shopperView(shopper.token, orderId) }
  }

  async function shopperView(token: string, orderId: string): Promise<Row> {
    const { data } = await api.get("/api/auth/orders", as(token))
    return data.orders.find((o: Row) => o.id === orderId)
  }
  async function dashboardView(orderId: string): Promise<Row> {
    const { data } = await api.get("/api/admin/orders", as(shopAdmin))
    return data.orders.find((o: Row) => o.id === orderId)
  }
  /** Medusa's own order as Medusa admin reads it (Admin API): totals, summary, lines and payment. */
  async function medusaView(orderId: string) {
    const { order } = (await sdk.admin.order.retrieve(orderId, {
      fields:
        "id,total,original_item_total,summary,*items,items.detail.*,payment_collections.status,payment_collections.amount,payment_collections.payments.id",
    })) as { order: Row }
    const s = order.summary as Row
    const byVariant: Record<string, number> = {}
    for (const i of order.items as Row[]) {
      const now = amount(i.quantity) - amount(i.detail?.return_received_quantity) - amount(i.detail?.return_dismissed_quantity)
      if (now > 0) byVariant[i.variant_id] = (byVariant[i.variant_id] ?? 0) + now
    }
    return {
      total: amount(order.total),
      itemTotal: amount(order.original_item_total),
      paid: amount(amount(s.paid_total) - amount(s.refunded_total)),
      refunded: amount(s.refunded_total),
      owed: amount(s.pending_difference),
      byVariant,
      openCollection: (order.payment_collections as Row[]).find((pc) => pc.status === "not_paid"),
      paymentId: (order.payment_collections as Row[])[0].payments[0].id as string,
    }
  }
  /** The view's quantities per catalogue id (a product on two lines, e.g. an exchange's replacement, counted once). */
  const quantities = (view: Row) => {
    const out: Record<string, number> = {}
    for (const i of view.items as Row[]) out[i.productId] = (out[i.productId] ?? 0) + i.quantity
    return out
  }
  const sumOfLines = (view: Row) => amount((view.items as Row[]).reduce((s, i) => s + i.price * i.quantity, 0))

  /** The shopper's view and the dashboard's agree, and both state Medusa's order to the paisa. */
  async function expectMedusasOrder(token: string, orderId: string) {
    const view = await shopperView(token, orderId)
    const medusa = await medusaView(orderId)
    // The lines as Medusa counts them now, their sum the subtotal (no charges on these orders), Medusa's total.
    const variants = Object.fromEntries(await Promise.all(["P1", "P2", "S1"].map(async (id) => [await variantOf(api, seeded, id), id])))
    expect(quantities(view)).toEqual(Object.fromEntries(Object.entries(medusa.byVariant).map(([v, q]) => [variants[v], q])))
    expect(view.subtotal).toBe(sumOfLines(view))
    expect(view).toMatchObject({
      subtotal: medusa.itemTotal,
      total: medusa.total,
      amountPaid: medusa.paid,
      amountRefunded: medusa.refunded,
    })
    const dashboard = await dashboardView(orderId)
    for (const key of ["items", "subtotal", "total", "tax", "amountPaid", "amountRefunded", "amountDue", "paymentStatus"]) {
      expect([key, dashboard[key]]).toEqual([key, view[key]])
    }
    return { view, medusa }
  }

  it("a return received and refunded in Medusa admin: one P2 fewer, the subtotal and total less its price, refunded and nothing owed", async () => {
    const { orderId, shopper, lineOf, before } = await deliveredOrder({ P1: 1, P2: 2 })
    const p2 = await lineOf("P2")
    const unit = amount(p2.unit_price)

    const { return: ret } = await sdk.admin.return.initiateRequest({ order_id: orderId, location_id: seeded.stockLocationId })
    await sdk.admin.return.addReturnItem(ret.id, { items: [{ id: p2.id, quantity: 1 }] })
    await sdk.admin.return.confirmRequest(ret.id, {})
    await sdk.admin.return.initiateReceive(ret.id, {})
    await sdk.admin.return.receiveItems(ret.id, { items: [{ id: p2.id, quantity: 1 }] })
    await sdk.admin.return.confirmReceive(ret.id, {})
    const received = await medusaView(orderId)
    // Medusa owes the shopper the returned unit: refunded through Medusa's Refund.
    expect(-received.owed).toBe(unit)
    await sdk.admin.payment.refund(received.paymentId, { amount: unit })

    const { view } = await expectMedusasOrder(shopper.token, orderId)
    expect(quantities(view)).toEqual({ P1: 1, P2: 1 })
    expect(view).toMatchObject({
      subtotal: amount(before.subtotal - unit),
      total: amount(before.total - unit),
      amountPaid: amount(before.total - unit),
      amountRefunded: unit,
      amountDue: 0,
      paymentStatus: "partially-refunded",
    })
    expect(view.tax).toBeLessThan(before.tax)
  })

  it("an exchange in Medusa admin, its return received (one P1 back, one P1 out): the same lines, subtotal and GST; what Medusa asks for is what is owed", async () => {
    const { orderId, shopper, lineOf, before } = await deliveredOrder({ P1: 1, S1: 1 })
    const p1 = await lineOf("P1")
    const { exchange } = await sdk.admin.exchange.create({ order_id: orderId })
    await sdk.admin.exchange.addInboundItems(exchange.id, { items: [{ id: p1.id, quantity: 1 }], location_id: seeded.stockLocationId })
    await sdk.admin.exchange.addOutboundItems(exchange.id, { items: [{ variant_id: await variantOf(api, seeded, "P1"), quantity: 1 }] })
    const { exchange: requested } = (await sdk.admin.exchange.request(exchange.id, {}, { fields: "id,return_id" })) as unknown as {
      exchange: { return_id: string }
    }
    // The parcel comes back: the return is received in Medusa admin.
    await sdk.admin.return.initiateReceive(requested.return_id, {})
    await sdk.admin.return.receiveItems(requested.return_id, { items: [{ id: p1.id, quantity: 1 }] })
    await sdk.admin.return.confirmReceive(requested.return_id, {})

    const { view, medusa } = await expectMedusasOrder(shopper.token, orderId)
    expect(quantities(view)).toEqual({ P1: 1, S1: 1 })
    expect(view).toMatchObject({ subtotal: before.subtotal, tax: before.tax, amountPaid: before.total, amountRefunded: 0 })
    // What Medusa asks for after its exchange (its new shipment), if anything, is what the shopper is told is owed.
    expect(view.amountDue).toBe(amount(medusa.openCollection?.amount ?? 0))
  })

  it("a claim in Medusa admin (a damaged S1, a replacement S1): the lines and totals as Medusa counts them, nothing refunded; what Medusa asks for is what is owed", async () => {
    const { orderId, shopper, lineOf, before } = await deliveredOrder({ P1: 1, S1: 1 })
    const s1 = await lineOf("S1")
    const { claim } = await sdk.admin.claim.create({ order_id: orderId, type: "replace" })
    // The SDK types the reason as its ClaimReason enum; the Admin API takes the string.
    await sdk.admin.claim.addItems(claim.id, { items: [{ id: s1.id, quantity: 1, reason: "production_failure" as never }] })
    await sdk.admin.claim.addOutboundItems(claim.id, { items: [{ variant_id: await variantOf(api, seeded, "S1"), quantity: 1 }] })
    await sdk.admin.claim.request(claim.id, {})

    const { view, medusa } = await expectMedusasOrder(shopper.token, orderId)
    // The replacement is on its own line; nothing was refunded; what Medusa asks for, if anything, is owed.
    expect(quantities(view).P1).toBe(1)
    expect(quantities(view).S1).toBeGreaterThanOrEqual(1)
    expect(view).toMatchObject({ amountPaid: before.total, amountRefunded: 0 })
    expect(view.amountDue).toBe(amount(medusa.openCollection?.amount ?? 0))
  })
}
