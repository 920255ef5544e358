import type { TestSuite } from "../helpers/runner"
import { addToCart, ADDRESS, ADMIN, as, cartTotals, login, notifications, orderBody, placeOrder, seed, SHOPPER } from "../helpers/checkout"
import { arrivalBy } from "../../src/lib/serviceability/delivery-dates"

export const adminOrdersSuite: TestSuite = ({ api, getContainer }) => {
  let shopper: string
  let admin: string

  beforeAll(async () => {
    await seed(getContainer())
    shopper = await login(api, SHOPPER)
    admin = await login(api, ADMIN)
  })

  async function order(catalogueId = "P1", address = ADDRESS) {
    await addToCart(api, shopper, catalogueId, 1)
    const res = await placeOrder(api, shopper, orderBody(await cartTotals(api, shopper), { shippingAddress: address }))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data.order as { id: string; orderNumber: string }
  }
  const confirm = (id: string, token = admin) => api.put(`/api/admin/orders/${id}/confirm`, { note: "Payment received" }, as(token))
  const track = (id: string, body: Record<string, unknown>, token = admin) => api.put(`/api/admin/orders/${id}/tracking`, body, as(token))
  const setStatus = (id: string, status: string, token = admin) => api.put(`/api/admin/orders/${id}/status`, { status }, as(token))

  it("requires the admin role on every operator call (401 anonymous, 403 customer)", async () => {
    const placed = await order()
    const calls = (token?: string) => [
      api.get("/api/admin/orders", as(token)),
      api.put(`/api/admin/orders/${placed.id}/confirm`, {}, as(token)),
      api.put(`/api/admin/orders/${placed.id}/tracking`, { trackingNumber: "X" }, as(token)),
      api.put(`/api/admin/orders/${placed.id}/status`, { status: "processing" }, as(token)),
    ]
    expect((await Promise.all(calls(shopper))).map((r) => r.status)).toEqual([403, 403, 403, 403])
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([401, 401, 401, 401])
    // Nothing changed.
    const { data } = await api.get("/api/admin/orders", as(admin))
    expect(data.orders[0].orderStatus).toBe("pending")
  })

  it("lists every order with customer, items, totals and status", async () => {
    const placed = await order()
    const res = await api.get("/api/admin/orders", as(admin))
    expect(res.status).toBe(200)
    expect(res.data.orders[0]).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      customerName: "Asha Verma",
      customerEmail: SHOPPER.email,
      orderStatus: "pending",
      subtotal: 299,
      shipping: 99,
      total: 398,
      items: [expect.objectContaining({ productId: "P1", quantity: 1, price: 299 })],
    })
  })

  it("confirm captures the payment (processing, paid) and e-mails the customer; a second confirm is 409", async () => {
    const placed = await order()
    const res = await confirm(placed.id)
    expect(res.status).toBe(200)
    expect(res.data.message).toBe("Order confirmed successfully! Confirmation email sent to customer.")
    expect(res.data.order).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" })
    const mails = await notifications(getContainer(), "order-confirmed")
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toBe(SHOPPER.email)
    const again = await confirm(placed.id)
    expect([again.status, again.data.message]).toEqual([409, "Only pending orders can be confirmed"])
    expect((await confirm("order_unknown")).status).toBe(404)
  })

  it("tracking ships a processing order with the tracking data, default delivery from the PIN's zone, and e-mails it", async () => {
    const placed = await order()
    const early = await track(placed.id, { trackingNumber: "TRK-1" })
    expect([early.status, early.data.message]).toEqual([409, "Confirm the payment (Confirm Order) before shipping this order"])
    await confirm(placed.id)
    expect((await track(placed.id, {})).data.message).toBe("Tracking number is required")
    expect((await track(placed.id, { trackingNumber: "T", estimatedDelivery: "2026-02-30" })).status).toBe(400)
    const res = await track(placed.orderNumber, { trackingNumber: "TRK-1", trackingUrl: "https://track.example/TRK-1", note: "Fragile" })
    expect(res.status).toBe(200)
    expect(res.data.message).toBe("Tracking information added successfully! Customer has been notified via email.")
    const o = res.data.order
    expect(o).toMatchObject({ orderStatus: "shipped", trackingNumber: "TRK-1", trackingUrl: "https://track.example/TRK-1" })
    // PIN 411001 (Maharashtra) is in the seeded "All India" zone, 4–7 working days: the last one from shipping.
    expect(o.estimatedDelivery).toBe(arrivalBy(new Date(o.shippedAt), { max: 7 }))
    const mails = await notifications(getContainer(), "order-shipped")
    expect(mails).toHaveLength(1)
    expect(mails[0].data).toMatchObject({
      orderNumber: placed.orderNumber,
      trackingNumber: "TRK-1",
      trackingLink: "https://track.example/TRK-1",
      note: "Fragile",
    })
    const twice = await track(placed.id, { trackingNumber: "TRK-2" })
    expect(twice.status).toBe(409)
  })

  it("promises a remote PIN its zone's 7–10 days: the confirmed e-mail, and the Ship form left empty", async () => {
    const shillong = { ...ADDRESS, street: "Police Bazar", city: "East Khasi Hills", state: "Meghalaya", zipCode: "793001" }
    const placed = await order("P1", shillong)
    expect((await confirm(placed.id)).status).toBe(200)
    const [mail] = (await notifications(getContainer(), "order-confirmed")).filter((n) => n.data?.orderId === placed.id)
    // What the e-mail says of it: lib/email/__tests__/order-delivery.unit.spec.ts.
    expect(mail.data).toMatchObject({ delivery: { pin: "793001", minDays: 7, maxDays: 10 } })
    const shipped = (await track(placed.id, { trackingNumber: "TRK-NE" })).data.order
    expect(shipped.estimatedDelivery).toBe(arrivalBy(new Date(shipped.shippedAt), { max: 10 }))
  })

  it("describes the seeded shipping option with the zones' days, not 2–8 anywhere", async () => {
    const query = getContainer().resolve("query")
    const { data } = await query.graph({ entity: "shipping_option", fields: ["name", "type.description"] })
    expect(data.map((o: { type?: { description?: string } }) => o.type?.description)).toContain(
      "Delivered in 2–7 working days; 7–10 for the North-East, J&K, Ladakh and the islands."
    )
  })

  it("keeps the operator's estimated delivery date", async () => {
    const placed = await order()
    await confirm(placed.id)
    const res = await track(placed.id, { trackingNumber: "TRK-9", estimatedDelivery: "2030-01-15" })
    expect(res.data.order.estimatedDelivery).toBe("2030-01-15")
  })

  it("status performs each real transition: processing (capture), delivered, cancelled", async () => {
    const a = await order()
    const toProcessing = await setStatus(a.id, "processing")
    expect(toProcessing.status).toBe(200)
    expect(toProcessing.data.order).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" })

    const useTracking = await setStatus(a.id, "shipped")
    expect(useTracking.status).toBe(400)
    expect(useTracking.data.message).toContain("tracking")

    await track(a.id, { trackingNumber: "TRK-3" })
    const delivered = await setStatus(a.id, "delivered")
    expect(delivered.status).toBe(200)
    expect(delivered.data.order.orderStatus).toBe("delivered")
    expect(delivered.data.order.deliveredAt).toEqual(expect.any(String))

    const b = await order("S1")
    const cancelled = await setStatus(b.id, "cancelled")
    expect(cancelled.status).toBe(200)
    expect(cancelled.data.order).toMatchObject({ orderStatus: "cancelled", paymentStatus: "cancelled" })
    const cancelledMails = await notifications(getContainer(), "order-cancelled")
    expect(cancelledMails).toHaveLength(1)
    // The mail is the customer's, about this order.
    expect(cancelledMails[0]).toMatchObject({ to: SHOPPER.email, resource_id: b.id, resource_type: "order" })
  })

  it("refuses each change the order's state cannot take with 409 and a message", async () => {
    const a = await order()
    const refuse = async (id: string, status: string, message: string) => {
      const res = await setStatus(id, status)
      expect([status, res.status, res.data.message]).toEqual([status, 409, message])
    }
    await refuse(a.id, "delivered", "Only shipped orders can be marked as delivered; this order is pending")
    await confirm(a.id)
    await refuse(a.id, "pending", "An order that is processing cannot go back to pending")
    await track(a.id, { trackingNumber: "TRK-4" })
    await refuse(a.id, "cancelled", "A shipped order cannot be cancelled")
    await refuse(a.id, "processing", "An order that is shipped cannot go back to processing")
    await setStatus(a.id, "delivered")
    await refuse(a.id, "pending", "An order that is delivered cannot go back to pending")
    await refuse(a.id, "shipped", "An order that is delivered cannot go back to shipped")

    const b = await order("S1")
    await setStatus(b.id, "cancelled")
    await refuse(b.id, "processing", "This order is cancelled; its status can no longer change")
    const bConfirm = await confirm(b.id)
    expect(bConfirm.status).toBe(409)

    const invalid = await setStatus(a.id, "lost")
    expect([invalid.status, invalid.data.message]).toEqual([
      400,
      "Status must be one of pending, processing, shipped, delivered, cancelled",
    ])
    // The same status is a no-op, not an error.
    expect((await setStatus(a.id, "delivered")).status).toBe(200)
  })
}
