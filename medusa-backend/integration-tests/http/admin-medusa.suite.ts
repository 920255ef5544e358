import type { TestSuite } from "../helpers/runner"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import { forgetStoreContext } from "../../src/lib/catalogue/store-context"
import { ADMIN, SHOPPER, as, login, noThrow, placeOrder, storeHeaders, variantOf } from "../helpers/admin"
import { eventually, medusaAdminSdk } from "../helpers/medusa-admin-sdk"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { storedContent } from "../../src/lib/invoices/tax-document"
import { GST_REPORT_FILES, gstReportPath, lastMonthInIst } from "@sugandh/contract"

/** The operator routes our Medusa admin pages and widgets call (/api/admin/..., with the Medusa admin's own sign-in). */
export const adminMedusaSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let medusaToken: string
  let shopperToken: string
  let secondReviewerToken: string
  let operatorToken: string
  let p1: string

  beforeAll(async () => {
    forgetStoreContext()
    seeded = await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
    // The Medusa admin's own login (what /app does), not the shop's /api login.
    medusaToken = (await api.post("/auth/user/emailpass", ADMIN, noThrow)).data.token
    shopperToken = await login(api, SHOPPER)
    // One review per customer per product: the second review comes from another signed-in account.
    secondReviewerToken = await login(api, ADMIN)
    // The shop's own operator sign-in (the dashboard's): the same account through /api/auth/login.
    operatorToken = secondReviewerToken
    p1 = (await api.get("/store/products?handle=p1&fields=id", storeHeaders(seeded))).data.products[0].id
  })

  const review = (rating: number, title: string, token = shopperToken) =>
    api.post(
      "/api/reviews",
      { productId: "P1", rating, customerName: "Asha Verma", title, comment: "A fair and honest comment." },
      as(token)
    )

  it("answers 401 signed out and 403 to a shopper, in the /api error shape; a Medusa admin user's token or the shop's operator sign-in gets in", async () => {
    for (const path of ["/api/admin/reviews", "/api/admin/contact-messages", `/api/admin/products/${p1}/insights`, "/api/admin/orders"]) {
      const signedOut = await api.get(path, as())
      expect([signedOut.status, signedOut.data]).toEqual([401, { message: "Please login to continue" }])
      const shopper = await api.get(path, as(shopperToken))
      expect([shopper.status, shopper.data]).toEqual([403, { message: "You don't have permission to access this page." }])
      expect((await api.get(path, as(medusaToken))).status).toBe(200)
      expect((await api.get(path, as(operatorToken))).status).toBe(200)
    }
    expect((await api.put("/api/admin/reviews/rev_x", { status: "hidden" }, as(shopperToken))).status).toBe(403)
    // A Medusa admin token whose user is gone (or a forged actor type) is refused, never taken for a shopper's.
    expect((await api.get("/api/admin/reviews", as("not-a-token"))).status).toBe(401)
  })

  it("lists, filters, hides, shows and deletes reviews; product insights follow", async () => {
    expect((await review(5, "Superb")).status).toBe(201)
    expect((await review(2, "Not for me", secondReviewerToken)).status).toBe(201)
    const h = as(medusaToken)

    const all = (await api.get(`/api/admin/reviews?product_id=${p1}`, h)).data
    expect(all.count).toBeGreaterThanOrEqual(2)
    expect(all.reviews[0]).toMatchObject({ product: { id: p1, external_id: "P1" }, status: "visible" })
    const low = (await api.get(`/api/admin/reviews?product_id=${p1}&rating=2`, h)).data
    expect(low.reviews.map((r: { title: string }) => r.title)).toEqual(["Not for me"])
    const id = low.reviews[0].id

    const before = (await api.get(`/api/admin/products/${p1}/insights`, h)).data
    expect(before).toMatchObject({ hiddenReviews: 0, wishlistCount: 0 })
    expect(before.ratingDistribution[1]).toBeGreaterThanOrEqual(1)

    const hidden = await api.put(`/api/admin/reviews/${id}`, { status: "hidden" }, h)
    expect([hidden.status, hidden.data.review.status]).toEqual([200, "hidden"])
    const after = (await api.get(`/api/admin/products/${p1}/insights`, h)).data
    expect(after.totalReviews).toBe(before.totalReviews - 1)
    expect(after.hiddenReviews).toBe(1)
    expect((await api.get(`/api/admin/reviews?status=hidden`, h)).data.reviews.map((r: { id: string }) => r.id)).toEqual([id])

    const bad = await api.put(`/api/admin/reviews/${id}`, { status: "deleted" }, h)
    expect(bad.status).toBe(400)
    expect((await api.put(`/api/admin/reviews/${id}`, { status: "visible" }, h)).data.review.status).toBe("visible")

    expect((await api.delete(`/api/admin/reviews/${id}`, h)).data).toEqual({ id, object: "review", deleted: true })
    expect((await api.delete(`/api/admin/reviews/${id}`, h)).status).toBe(404)
    expect((await api.get(`/api/admin/products/${p1}/insights`, h)).data.totalReviews).toBe(before.totalReviews - 1)
  })

  it("counts the wishlists holding a product", async () => {
    const add = await api.post("/api/auth/wishlist", { productId: "P1" }, as(shopperToken))
    expect(add.status).toBeLessThan(300)
    expect((await api.get(`/api/admin/products/${p1}/insights`, as(medusaToken))).data.wishlistCount).toBe(1)
    expect((await api.get("/api/admin/products/prod_missing/insights", as(medusaToken))).status).toBe(404)
  })

  it("lists contact messages, reads one and marks it handled", async () => {
    const sent = await api.post(
      "/api/contact",
      { name: "Asha Verma", email: SHOPPER.email, subject: "order-support", message: "Where is my parcel, please?" },
      as(shopperToken)
    )
    expect(sent.status).toBeLessThan(300)
    const h = as(medusaToken)
    const fresh = (await api.get("/api/admin/contact-messages?status=new", h)).data
    expect(fresh.count).toBe(1)
    const id = fresh.messages[0].id
    expect((await api.get(`/api/admin/contact-messages/${id}`, h)).data.message).toMatchObject({
      subject: "order-support",
      message: "Where is my parcel, please?",
      status: "new",
    })
    expect((await api.put(`/api/admin/contact-messages/${id}`, { status: "done" }, h)).status).toBe(400)
    expect((await api.put(`/api/admin/contact-messages/${id}`, { status: "handled" }, h)).data.message.status).toBe("handled")
    expect((await api.get("/api/admin/contact-messages?status=new", h)).data.count).toBe(0)
    expect((await api.get("/api/admin/contact-messages?status=handled", h)).data.count).toBe(1)
  })

  it("shows an order's payment method and shop status and confirms it with the shop's workflow", async () => {
    const h = as(medusaToken)
    const { orderId } = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "P1", quantity: 1 }])
    const view = (await api.get(`/api/admin/orders/${orderId}`, h)).data.order
    expect(view).toMatchObject({ _id: orderId, paymentMethod: "qr-code", orderStatus: "pending", paymentStatus: "pending" })

    // Shipping needs a confirmed payment first; the refusal changes nothing.
    const early = await api.put(`/api/admin/orders/${orderId}/tracking`, { trackingNumber: "T1" }, h)
    expect(early.status).toBe(409)
    // The widget shows the server's reason, not Medusa's generic conflict text (issue 48, point 6).
    expect(early.data.message).toMatch(/confirm/i)
    expect(early.data.message).not.toMatch(/Idempotency-Key/)
    expect((await api.put(`/api/admin/orders/${orderId}/tracking`, {}, h)).status).toBe(400)

    const confirmed = await api.put(`/api/admin/orders/${orderId}/confirm`, { note: "UPI seen" }, h)
    expect(confirmed.status).toBe(200)
    expect(confirmed.data.order).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" })
    const again = await api.put(`/api/admin/orders/${orderId}/confirm`, {}, h)
    expect(again.status).toBe(409)
    expect(again.data.message).not.toMatch(/Idempotency-Key/)
    expect((await api.get("/api/admin/orders/order_missing", h)).status).toBe(404)
  })

  it("downloads the GST report as the Medusa admin's GST report page asks for it, with a Medusa admin user's token", async () => {
    const h = as(medusaToken)
    const { orderId } = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "P1", quantity: 1 }])
    expect((await api.put(`/api/admin/orders/${orderId}/confirm`, {}, h)).status).toBe(200)
    const [{ number }] = await getContainer()
      .resolve<InvoiceModuleService>(INVOICE_MODULE)
      .listTaxDocuments({ order_id: orderId, kind: "invoice" })
    // The page opens on last month (the return being filed); the operator picks this one.
    expect(lastMonthInIst(new Date("2026-12-01T00:00:00+05:30"))).toBe("2026-11")
    const month = new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7) // this month in IST

    const summary = await api.get(gstReportPath(month, "summary"), h)
    expect(summary.status).toBe(200)
    expect(summary.headers["content-type"]).toContain("text/csv")
    expect(summary.headers["content-disposition"]).toBe(`attachment; filename="${GST_REPORT_FILES[0].file(month)}"`)
    expect(summary.data).toContain(number)
    // The page's default choice: every GSTR-1 table in one ZIP.
    const zip = await api.get(gstReportPath(month, "all"), { ...h, responseType: "arraybuffer" })
    expect([zip.status, zip.headers["content-type"]]).toEqual([200, "application/zip"])
    expect(zip.headers["content-disposition"]).toBe(`attachment; filename="gstr1-${month}.zip"`)
    // Signed out and a shopper: refused in the /api error shape.
    expect((await api.get(gstReportPath(month, "summary"), as())).status).toBe(401)
    expect((await api.get(gstReportPath(month, "summary"), as(shopperToken))).status).toBe(403)
  })

  it("finds an order by the shop's number in Medusa admin's order search (issue 48, point 7)", async () => {
    const { orderId } = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "P1", quantity: 1 }])
    const { orderNumber } = (await api.get(`/api/admin/orders/${orderId}`, as(medusaToken))).data.order
    expect(orderNumber).toMatch(/^ORD-\d+$/)
    const sdk = await medusaAdminSdk(api)
    const search = (q: string) => sdk.admin.order.list({ q, fields: "id,custom_display_id" })
    const found = await eventually(
      () => search(orderNumber),
      (r) => r.orders.some((o) => o.id === orderId)
    )
    expect(found.orders.map((o) => o.id)).toEqual([orderId])
    expect(found.orders[0]).toMatchObject({ custom_display_id: orderNumber })
    // Lower case, as an operator may type it.
    expect((await search(orderNumber.toLowerCase())).orders.map((o) => o.id)).toEqual([orderId])
  })

  /** The stored e-mails of a template about one order (subscribers run after the request answered). */
  const emailsOf = (template: string, orderId: string, atLeast = 1) =>
    eventually(
      async () =>
        (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ template, resource_id: orderId })) as {
          data: Record<string, unknown>
        }[],
      (list) => list.length >= atLeast
    )

  it("e-mails a shipment and a delivery made in Medusa admin once each, with a real tracking link and the PIN's delivery date (issue 48, point 5)", async () => {
    const h = as(medusaToken)
    const { orderId } = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "P1", quantity: 1 }])
    expect((await api.put(`/api/admin/orders/${orderId}/confirm`, { note: "UPI seen" }, h)).status).toBe(200)
    const sdk = await medusaAdminSdk(api)
    const { order } = await sdk.admin.order.retrieve(orderId, { fields: "id,*items" })
    // One unit of P1: the only line, all of it.
    const items = order.items.map((i) => ({ id: i.id, quantity: 1 }))

    // What Medusa admin's "Create fulfillment" then "Mark as shipped" send: no link typed, so "#".
    const fulfilled = await sdk.admin.order.createFulfillment(
      orderId,
      { items, location_id: seeded.stockLocationId },
      { fields: "id,fulfillments.id" }
    )
    const fulfillmentId = fulfilled.order.fulfillments![0]!.id
    await sdk.admin.order.createShipment(orderId, fulfillmentId, {
      items,
      labels: [{ tracking_number: "AWB123456", tracking_url: "#", label_url: "#" }],
    })
    const [shipped] = await emailsOf("order-shipped", orderId)
    expect(shipped.data).toMatchObject({
      trackingNumber: "AWB123456",
      trackingLink: "https://parcelsapp.com/en/tracking/AWB123456",
      estimatedDelivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    const view = (await api.get(`/api/admin/orders/${orderId}`, h)).data.order
    expect(view).toMatchObject({ orderStatus: "shipped", trackingUrl: null, estimatedDelivery: shipped.data.estimatedDelivery })

    await sdk.admin.order.markAsDelivered(orderId, fulfillmentId)
    await emailsOf("order-delivered", orderId)
    // A replayed event sends nothing twice.
    const bus = getContainer().resolve(Modules.EVENT_BUS)
    await bus.emit([
      { name: "delivery.created", data: { id: fulfillmentId } },
      { name: "shipment.created", data: { id: fulfillmentId } },
    ])
    await new Promise((r) => setTimeout(r, 1500))
    expect(await emailsOf("order-delivered", orderId)).toHaveLength(1)
    expect(await emailsOf("order-shipped", orderId)).toHaveLength(1)
    expect((await api.get(`/api/admin/orders/${orderId}`, h)).data.order.orderStatus).toBe("delivered")
  })

  it("keeps an order edited in Medusa admin unpaid with the new amount due and e-mails it; a partial refund is partial (issue 48, points 4 and 5)", async () => {
    const h = as(medusaToken)
    const sdk = await medusaAdminSdk(api)
    const { orderId, total } = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "P1", quantity: 1 }])
    const { order } = await sdk.admin.order.retrieve(orderId, { fields: "id,items.id" })
    await sdk.admin.orderEdit.initiateRequest({ order_id: orderId })
    await sdk.admin.orderEdit.updateOriginalItem(orderId, order.items[0].id, { quantity: 2 })
    await sdk.admin.orderEdit.request(orderId)
    await sdk.admin.orderEdit.confirm(orderId)

    const edited = (await api.get(`/api/admin/orders/${orderId}`, h)).data.order
    const medusa = (await sdk.admin.order.retrieve(orderId, { fields: "id,total,tax_total" })).order
    expect(edited.total).toBeGreaterThan(total)
    // Not "cancelled" (Medusa voided the authorised payment and asks for the new total in a new collection).
    expect(edited).toMatchObject({ orderStatus: "pending", paymentStatus: "pending", amountPaid: 0, amountDue: edited.total })
    expect(edited.total).toBe(Number(medusa.total))
    const [mail] = await emailsOf("order-edited", orderId)
    expect(mail.data).toMatchObject({ amountDue: edited.total, payment: expect.objectContaining({ amount: edited.total }) })
    // Once: the same order-edit.confirmed again (its change's actions, as Medusa sends them) sends nothing more.
    const changes = await getContainer()
      .resolve(Modules.ORDER)
      .listOrderChanges({ order_id: orderId }, { relations: ["actions"] })
    const change = changes.find((c) => c.change_type === "edit")!
    const actions = (change.actions ?? []).map((a) => ({ id: a.id, action: a.action })).reverse()
    await getContainer()
      .resolve(Modules.EVENT_BUS)
      .emit([{ name: "order-edit.confirmed", data: { order_id: orderId, actions } }])
    await new Promise((r) => setTimeout(r, 1500))
    expect(await emailsOf("order-edited", orderId)).toHaveLength(1)
    // The order's next edit is another e-mail.
    await sdk.admin.orderEdit.initiateRequest({ order_id: orderId })
    await sdk.admin.orderEdit.updateOriginalItem(orderId, order.items[0].id, { quantity: 3 })
    await sdk.admin.orderEdit.request(orderId)
    await sdk.admin.orderEdit.confirm(orderId)
    expect(await emailsOf("order-edited", orderId, 2)).toHaveLength(2)

    // A paid order refunded in part through Medusa's Refund.
    const paid = await placeOrder(api, getContainer(), seeded, [
      { catalogueId: "P1", quantity: 1 },
      { catalogueId: "P2", quantity: 3 },
    ])
    expect((await api.put(`/api/admin/orders/${paid.orderId}/confirm`, {}, h)).status).toBe(200)
    // One GST figure: the shop's order, its confirmation e-mail and the invoice, to the paisa.
    const confirmed = (await api.get(`/api/admin/orders/${paid.orderId}`, h)).data.order
    const [invoice] = await getContainer()
      .resolve<InvoiceModuleService>(INVOICE_MODULE)
      .listTaxDocuments({ order_id: paid.orderId, kind: "invoice" })
    expect(storedContent(invoice).totals).toMatchObject({ gross: confirmed.total, tax: confirmed.tax })
    const [confirmation] = await emailsOf("order-confirmed", paid.orderId)
    expect(confirmation.data.totals).toMatchObject({ total: confirmed.total, tax: confirmed.tax })
    await sdk.admin.payment.refund(paid.paymentId, { amount: 100 })
    const refunded = (await api.get(`/api/admin/orders/${paid.orderId}`, h)).data.order
    expect(refunded).toMatchObject({ paymentStatus: "partially-refunded", amountPaid: Math.round((paid.total - 100) * 100) / 100 })
  })

  it("shows an exchange made in Medusa admin that leaves money owed as awaiting the difference, with the amount (issue 48, point 4)", async () => {
    const h = as(medusaToken)
    const sdk = await medusaAdminSdk(api)
    const { orderId } = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "P1", quantity: 1 }])
    expect((await api.put(`/api/admin/orders/${orderId}/confirm`, {}, h)).status).toBe(200)
    const { order } = await sdk.admin.order.retrieve(orderId, { fields: "id,*items" })
    const items = order.items.map((i) => ({ id: i.id, quantity: 1 }))
    const fulfilled = await sdk.admin.order.createFulfillment(
      orderId,
      { items, location_id: seeded.stockLocationId },
      { fields: "id,fulfillments.id" }
    )
    const fulfillmentId = fulfilled.order.fulfillments![0]!.id
    await sdk.admin.order.createShipment(orderId, fulfillmentId, {
      items,
      labels: [{ tracking_number: "AWB1", tracking_url: "#", label_url: "#" }],
    })
    await sdk.admin.order.markAsDelivered(orderId, fulfillmentId)
    const before = (await api.get(`/api/admin/orders/${orderId}`, h)).data.order
    expect(before.paymentStatus).toBe("paid")

    // One P1 back, three P2 out: the shopper owes the difference.
    const { exchange } = await sdk.admin.exchange.create({ order_id: orderId })
    await sdk.admin.exchange.addInboundItems(exchange.id, {
      items: [{ id: items[0].id, quantity: 1 }],
      location_id: seeded.stockLocationId,
    })
    await sdk.admin.exchange.addOutboundItems(exchange.id, { items: [{ variant_id: await variantOf(api, seeded, "P2"), quantity: 3 }] })
    await sdk.admin.exchange.request(exchange.id, {})

    // What Medusa asks for: the payment collection its exchange opened for the difference (3 x P2 less the P1 returned).
    const { data } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: ["payment_collections.status", "payment_collections.amount"], filters: { id: orderId } })
    const open = (data[0].payment_collections as { status: string; amount: unknown }[]).find((pc) => pc.status === "not_paid")
    const after = (await api.get(`/api/admin/orders/${orderId}`, h)).data.order
    expect(Number(open?.amount)).toBeGreaterThan(0)
    expect(after).toMatchObject({ paymentStatus: "awaiting-difference", amountPaid: before.total, amountDue: Number(open?.amount) })
  })
}
