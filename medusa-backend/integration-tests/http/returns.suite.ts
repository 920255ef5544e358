import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { TestSuite } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { checkAnswersAgainstContract } from "../helpers/contract-check"
import { storeHeaders, variantOf } from "../helpers/admin"
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
  seed,
  setStock,
  SHOPPER,
} from "../helpers/checkout"
import { eventually, medusaAdminSdk } from "../helpers/medusa-admin-sdk"
import FormData from "form-data"
import { bigPng, jpeg, png } from "../helpers/admin-images"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { returnWindowLastDay } from "../../src/lib/returns/policy"
import { readOrderReturnFacts } from "../../src/lib/returns/order-return-facts"

/**
 * Issue 45, the shopper's returns on Medusa's returns: asking for one within
 * the window on delivered lines, the limits (400 naming the line or field,
 * 409 for the order's state, the window and an open return, 404 for another
 * shopper's order), listing and cancelling before receipt.
 */
export const returnsSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let shopper: string
  let admin: string
  let ravi: { id: string; token: string }
  let reasons: Record<string, string>

  checkAnswersAgainstContract(() => api)

  beforeAll(async () => {
    seeded = await seed(getContainer())
    shopper = await login(api, SHOPPER)
    admin = await login(api, ADMIN)
    ravi = await newCustomer(api, seeded, "ravi.returns@example.com", "Ravi")
    const { data } = await api.get("/store/return-reasons", storeHeaders(seeded))
    reasons = Object.fromEntries((data.return_reasons as { id: string; value: string }[]).map((r) => [r.value, r.id]))
  })

  const UPI = { upiId: "asha@ybl" }

  /** A UPI QR order of two lines (P1 × 2, P2 × 1) by the shopper. */
  async function order(token = shopper) {
    await addToCart(api, token, "P1", 2)
    await addToCart(api, token, "P2", 1)
    const res = await placeOrder(api, token, orderBody(await cartTotals(api, token)))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data.order as { id: string; orderNumber: string }
  }
  const setStatus = (id: string, status: string) => api.put(`/api/admin/orders/${id}/status`, { status }, as(admin))
  /** Paid, shipped and delivered through the operator's routes (Medusa's capture, shipment and delivery). */
  async function delivered(token = shopper) {
    const placed = await order(token)
    for (const step of [
      () => setStatus(placed.id, "processing"),
      () => api.put(`/api/admin/orders/${placed.id}/tracking`, { trackingNumber: `TRK-R-${placed.id.slice(-6)}` }, as(admin)),
      () => setStatus(placed.id, "delivered"),
    ]) {
      const res = await step()
      if (res.status !== 200) throw new Error(`deliver: ${res.status} ${JSON.stringify(res.data)}`)
    }
    // The invoice's line numbers of P1 (2 units) and P2 (1 unit).
    const facts = await readOrderReturnFacts(getContainer(), placed.id)
    const p1 = facts!.lines.find((l) => l.delivered === 2)!.line
    const p2 = facts!.lines.find((l) => l.delivered === 1)!.line
    return { ...placed, p1, p2 }
  }
  const ask = (id: string, body: Record<string, unknown>, token = shopper) => api.post(`/api/auth/orders/${id}/returns`, body, as(token))
  const list = (id: string, token = shopper) => api.get(`/api/auth/orders/${id}/returns`, as(token))
  const cancel = (returnId: string, token = shopper) => api.post(`/api/auth/returns/${returnId}/cancel`, {}, as(token))
  const medusaReturn = async (id: string) => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "return",
      fields: ["id", "status", "order_id", "items.item_id", "items.quantity", "items.reason_id"],
      filters: { id },
    })
    return data[0] as { status: string; order_id: string; items: { quantity: number; reason_id: string }[] } | undefined
  }
  const returnsOf = async (orderId: string) => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "return", fields: ["id"], filters: { order_id: orderId } })
    return data.length
  }

  it("a delivered order's line is returned as Medusa's return (requested), listed for the shopper", async () => {
    const placed = await delivered()
    const res = await ask(placed.orderNumber, {
      items: [{ line: placed.p1, quantity: 1 }],
      reasonId: reasons["missing-item"],
      note: "Only one bottle came",
      refundTo: UPI,
    })
    expect(res.status).toBe(201)
    expect(res.data.return).toMatchObject({
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      state: "requested",
      reason: { value: "missing-item" },
      note: "Only one bottle came",
      items: [{ line: placed.p1, quantity: 1, received: 0 }],
      refundTo: "asha@ybl",
    })
    const record = await medusaReturn(res.data.return.id)
    expect(record).toMatchObject({ status: "requested", order_id: placed.id, items: [{ quantity: 1, reason_id: reasons["missing-item"] }] })

    const listed = await list(placed.id)
    expect(listed.status).toBe(200)
    expect(listed.data.returns.map((r: { id: string }) => r.id)).toEqual([res.data.return.id])
  })

  it("the return form's options: the invoice's goods lines with what is left, Medusa's reasons with the policy, the window; another's order 404", async () => {
    const placed = await delivered()
    const options = async (token = shopper) => api.get(`/api/auth/orders/${placed.id}/returns/options`, as(token))
    const before = await options()
    expect(before.status).toBe(200)
    expect(before.data).toMatchObject({ open: true, windowDays: 7, pickupFee: 99, needsPayee: true, lastDay: expect.any(String) })
    const returnable = (data: { lines: { line: number; returnable: number }[] }) =>
      Object.fromEntries(data.lines.map((l) => [l.line, l.returnable]))
    expect(returnable(before.data)).toEqual({ [placed.p1]: 2, [placed.p2]: 1 })
    const byValue = Object.fromEntries((before.data.reasons as { value: string }[]).map((r) => [r.value, r]))
    expect(byValue["changed-mind"]).toMatchObject({ id: reasons["changed-mind"], photosRequired: false, chargesPickupFee: true })
    expect(byValue["damaged-in-transit"]).toMatchObject({ photosRequired: true, chargesPickupFee: false })

    // A return asked on P1: the line has nothing left to offer while it is open.
    const asked = await ask(placed.id, { items: [{ line: placed.p1, quantity: 1 }], reasonId: reasons["missing-item"], refundTo: UPI })
    expect(asked.status).toBe(201)
    expect(returnable((await options()).data)).toEqual({ [placed.p1]: 0, [placed.p2]: 1 })
    expect((await options(ravi.token)).status).toBe(404)
  })

  it("refuses a second open return on a line (409) and more than was delivered less returned (400 naming the line)", async () => {
    const placed = await delivered()
    expect(
      (await ask(placed.id, { items: [{ line: placed.p2, quantity: 1 }], reasonId: reasons["changed-mind"], refundTo: UPI })).status
    ).toBe(201)
    const again = await ask(placed.id, { items: [{ line: placed.p2, quantity: 1 }], reasonId: reasons["changed-mind"], refundTo: UPI })
    expect(again.status).toBe(409)
    expect(again.data.message).toContain(`Line ${placed.p2}`)

    const tooMany = await ask(placed.id, { items: [{ line: placed.p1, quantity: 3 }], reasonId: reasons["changed-mind"], refundTo: UPI })
    expect(tooMany.status).toBe(400)
    expect(tooMany.data.errors).toEqual([{ path: "items.0.quantity", msg: expect.stringContaining(`Line ${placed.p1}`) }])
    expect(tooMany.data.errors[0].msg).toContain("at most 2")
    const noLine = await ask(placed.id, { items: [{ line: 7, quantity: 1 }], reasonId: reasons["changed-mind"], refundTo: UPI })
    expect(noLine.status).toBe(400)
    expect(noLine.data.errors[0]).toMatchObject({ path: "items.0.line" })
    expect(await returnsOf(placed.id)).toBe(1) // nothing written by a refusal
  })

  it("checks the payee of a manual payment, the photos a reason needs and the reason: 400 on the field", async () => {
    const placed = await delivered()
    const line = [{ line: 1, quantity: 1 }]
    const noPayee = await ask(placed.id, { items: line, reasonId: reasons["missing-item"] })
    expect(noPayee.status).toBe(400)
    expect(noPayee.data.errors).toEqual([expect.objectContaining({ path: "refundTo" })])
    const badUpi = await ask(placed.id, { items: line, reasonId: reasons["missing-item"], refundTo: { upiId: "not-a-vpa" } })
    expect(badUpi.status).toBe(400)
    expect(badUpi.data.errors).toEqual([expect.objectContaining({ path: "refundTo.upiId" })])
    const badIfsc = await ask(placed.id, {
      items: line,
      reasonId: reasons["missing-item"],
      refundTo: { accountName: "Asha Verma", accountNumber: "123456789012", ifsc: "SBIN1234567" },
    })
    expect(badIfsc.status).toBe(400)
    expect(badIfsc.data.errors).toEqual([expect.objectContaining({ path: "refundTo.ifsc" })])
    const noPhotos = await ask(placed.id, { items: line, reasonId: reasons["damaged-in-transit"], refundTo: UPI })
    expect(noPhotos.status).toBe(400)
    expect(noPhotos.data.errors).toEqual([expect.objectContaining({ path: "photos" })])
    const unknownReason = await ask(placed.id, { items: line, reasonId: "rr_nope", refundTo: UPI })
    expect(unknownReason.status).toBe(400)
    expect(unknownReason.data.errors).toEqual([expect.objectContaining({ path: "reasonId" })])
    expect((await ask(placed.id, { items: [], reasonId: reasons["missing-item"], refundTo: UPI })).status).toBe(400)
    expect(await returnsOf(placed.id)).toBe(0)
  })

  it("refuses an undelivered or cancelled order (409), another shopper's order (404) and anonymous calls (401)", async () => {
    const body = { items: [{ line: 1, quantity: 1 }], reasonId: reasons["missing-item"], refundTo: UPI }
    const pending = await order()
    const notYet = await ask(pending.id, body)
    expect(notYet.status).toBe(409)
    expect(notYet.data.message).toBe("An order can be returned once it is delivered")
    expect((await api.put(`/api/auth/orders/${pending.id}/cancel`, { reason: "Changed my mind" }, as(shopper))).status).toBe(200)
    const cancelled = await ask(pending.id, body)
    expect(cancelled.status).toBe(409)
    expect(cancelled.data.message).toBe("A cancelled order cannot be returned")

    const placed = await delivered()
    expect((await ask(placed.id, body, ravi.token)).status).toBe(404)
    expect((await list(placed.id, ravi.token)).status).toBe(404)
    expect((await api.post(`/api/auth/orders/${placed.id}/returns`, body, as())).status).toBe(401)
    expect(await returnsOf(placed.id)).toBe(0)
  })

  it("outside the window answers 409 with the window's last day (IST)", async () => {
    const placed = await delivered()
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: placed.id } })
    const fulfillmentId = (data[0] as { fulfillments: { id: string }[] }).fulfillments[0].id
    const deliveredAt = new Date(Date.now() - 9 * 24 * 60 * 60 * 1000)
    await getContainer().resolve(Modules.FULFILLMENT).updateFulfillment(fulfillmentId, { delivered_at: deliveredAt })
    const res = await ask(placed.id, { items: [{ line: 1, quantity: 1 }], reasonId: reasons["missing-item"], refundTo: UPI })
    expect(res.status).toBe(409)
    const lastDay = returnWindowLastDay(deliveredAt, 7)
    expect(res.data.lastDay).toBe(lastDay)
    expect(res.data.message).toMatch(/^Returns for this order closed on \d{1,2} \w+ \d{4}$/)
  })

  it("the shopper cancels a requested return (Medusa's cancel); the line may then be returned again; others get 404", async () => {
    const placed = await delivered()
    const body = { items: [{ line: placed.p1, quantity: 2 }], reasonId: reasons["changed-mind"], refundTo: UPI }
    const created = await ask(placed.id, body)
    expect(created.status).toBe(201)
    const id = created.data.return.id
    expect((await cancel(id, ravi.token)).status).toBe(404)
    const res = await cancel(id)
    expect(res.status).toBe(200)
    expect(res.data.return.state).toBe("cancelled")
    expect((await medusaReturn(id))?.status).toBe("canceled")
    expect((await cancel(id)).status).toBe(409)
    expect((await ask(placed.id, body)).status).toBe(201)
  })

  describe("photos", () => {
    const upload = (files: { name: string; content: Buffer; type?: string }[], token = shopper) => {
      const form = new FormData()
      for (const f of files) form.append("photos", f.content, { filename: f.name, contentType: f.type ?? "image/png" })
      return api.post("/api/auth/returns/photos", form, {
        ...as(token),
        headers: { ...as(token).headers, ...form.getHeaders() },
        maxBodyLength: Infinity,
      })
    }

    it("uploads up to 5 private photos (413 too large, 415 not an image), names them on a return; only the shopper and operators read them", async () => {
      expect((await upload([{ name: "huge.png", content: bigPng(5 * 1024 * 1024 + 1) }])).status).toBe(413)
      expect((await upload([{ name: "note.png", content: Buffer.from("not an image at all") }])).status).toBe(415)
      expect((await upload([{ name: "anim.gif", content: Buffer.from("GIF89a-------"), type: "image/gif" }])).status).toBe(415)
      expect((await upload(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, content: png() })))).status).toBe(400)
      const res = await upload([
        { name: "leak.png", content: png() },
        { name: "box.jpg", content: jpeg(), type: "image/jpeg" },
      ])
      expect(res.status).toBe(201)
      const ids = (res.data.photos as { id: string }[]).map((p) => p.id)
      expect(ids).toHaveLength(2)
      expect(ids.every((id) => id.startsWith("private-"))).toBe(true)

      const placed = await delivered()
      const body = { items: [{ line: 1, quantity: 1 }], reasonId: reasons["damaged-in-transit"], photos: ids, refundTo: UPI }
      // Another shopper cannot name them.
      const ravisOrder = await delivered(ravi.token)
      const stolen = await ask(ravisOrder.id, body, ravi.token)
      expect(stolen.status).toBe(400)
      expect(stolen.data.errors[0]).toMatchObject({ path: "photos.0" })
      const created = await ask(placed.id, body)
      expect(created.status).toBe(201)
      expect(created.data.return.photos).toEqual(ids)

      const mine = await api.get(`/api/auth/returns/photos/${ids[0]}`, { ...as(shopper), responseType: "arraybuffer" })
      expect(mine.status).toBe(200)
      expect(Buffer.from(mine.data).equals(png())).toBe(true)
      expect((await api.get(`/api/auth/returns/photos/${ids[0]}`, as(ravi.token))).status).toBe(404)
      expect((await api.get(`/static/${ids[0]}`, as())).status).not.toBe(200)
      const operator = await api.get(`/api/admin/private-files/${ids[1]}`, { ...as(admin), responseType: "arraybuffer" })
      expect(operator.status).toBe(200)
    })
  })

  describe("the operator's queue", () => {
    const op = (id: string, action: string, body: Record<string, unknown> = {}, token = admin) =>
      api.post(`/api/admin/returns/${id}/${action}`, body, as(token))
    const queue = async (state: string) => (await api.get(`/api/admin/returns?state=${state}`, as(admin))).data.returns as { id: string }[]
    const creditNotes = (orderId: string) =>
      getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE).listTaxDocuments({ order_id: orderId, kind: "credit_note" })
    const stocked = async (inventoryItemId: string) => {
      const [level] = await getContainer()
        .resolve(Modules.INVENTORY)
        .listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: seeded.stockLocationId })
      return Number(level.stocked_quantity)
    }
    const orderMoney = async (orderId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["id", "total", "items.total", "items.quantity", "shipping_methods.total"],
        filters: { id: orderId },
      })
      const o = data[0] as { items: { total: number; quantity: number }[]; shipping_methods: { total: number }[] }
      const p1 = o.items.find((i) => Number(i.quantity) === 2)!
      return { p1: Number(p1.total), shipping: o.shipping_methods.filter(Boolean).reduce((s, m) => s + Number(m.total), 0) }
    }

    it("approve (e-mailed), receive one accepted back to stock and one damaged written off, refund due, paid with the UTR: refunded, one credit note", async () => {
      const inventoryItemId = await setStock(getContainer(), seeded, "P1", 50)
      const placed = await delivered()
      const asked = await ask(placed.id, { items: [{ line: placed.p1, quantity: 2 }], reasonId: reasons["missing-item"], refundTo: UPI })
      expect(asked.status).toBe(201)
      const id = asked.data.return.id
      expect((await queue("requested")).map((r) => r.id)).toContain(id)
      expect((await api.get("/api/admin/returns", as(shopper))).status).toBe(403)
      expect((await api.get("/api/admin/returns", as())).status).toBe(401)
      expect((await api.get("/api/admin/returns?state=lost", as(admin))).status).toBe(400)
      expect((await op(id, "receive", { items: [{ line: placed.p1, accepted: 3, damaged: 0 }] })).status).toBe(400) // more than sent back

      const approved = await op(id, "approve")
      expect(approved.status).toBe(200)
      const meta = await getContainer()
        .resolve(Modules.ORDER)
        .listReturns({ id }, { select: ["id", "metadata"] })
      expect(meta[0].metadata).toMatchObject({ sugandh_decision: "approved" })
      expect(approved.data.return.state).toBe("approved")
      expect((await op(id, "approve")).status).toBe(409)
      const mails = await notifications(getContainer(), "order-return-approved")
      expect(mails.some((m) => (m.data as { orderId?: string }).orderId === placed.id)).toBe(true)
      expect((await op(id, "refund")).status).toBe(409) // nothing received yet

      const money = await orderMoney(placed.id)
      const before = await stocked(inventoryItemId)
      const received = await op(id, "receive", { items: [{ line: placed.p1, accepted: 1, damaged: 1 }] })
      expect(received.status).toBe(200)
      expect(received.data.return).toMatchObject({ state: "received", items: [{ line: placed.p1, quantity: 2, received: 1, damaged: 1 }] })
      expect(await stocked(inventoryItemId)).toBe(before + 1) // the damaged unit is written off
      const notes = await eventually(
        () => creditNotes(placed.id),
        (found) => found.some((d) => d.reference === `return:${id}`)
      )
      const note = notes.find((d) => d.reference === `return:${id}`)!
      expect((note.document as { lines: { invoiceLine: number; quantity: number }[] }).lines).toEqual([
        expect.objectContaining({ invoiceLine: placed.p1, quantity: 2 }),
      ])

      const refunded = await op(id, "refund")
      expect(refunded.status).toBe(200)
      expect(refunded.data.return).toMatchObject({ state: "received", refundShipping: money.shipping > 0 })
      const allDues = (await api.get("/api/admin/refunds-due", as(admin))).data.refunds as { source_key: string }[]
      expect([
        refunded.data.return.refundAmount,
        refunded.data.return.refundState,
        allDues.filter((d) => d.source_key.includes(id)),
      ]).toEqual([money.p1, "due", [expect.anything()]])
      expect(refunded.data.return.refundAmount).toBeCloseTo(money.p1 + money.shipping, 2)
      expect((await op(id, "refund")).status).toBe(409)
      const dues = (await api.get("/api/admin/refunds-due", as(admin))).data.refunds as { id: string; source_key: string; upi_id: string }[]
      const due = dues.find((d) => d.source_key === `return:${id}`)!
      expect(due.upi_id).toBe("asha@ybl")
      const payout = await api.get("/api/admin/refunds-due/payout", as(admin))
      expect(payout.status).toBe(200)
      expect(payout.headers["content-type"]).toMatch(/^text\/csv/)
      expect(payout.data).toContain(due.id)
      expect(payout.data).toContain("asha@ybl")
      expect((await api.get("/api/admin/refunds-due/payout?date=2026-02-30", as(admin))).status).toBe(400)
      expect((await api.get("/api/admin/refunds-due/payout", as(shopper))).status).toBe(403)
      expect((await api.post(`/api/admin/refunds-due/${due.id}/paid`, { utr: "412345678901" }, as(admin))).status).toBe(200)

      const after = await eventually(
        async () => (await list(placed.id)).data.returns as { state: string }[],
        (r) => r[0]?.state === "refunded"
      )
      expect(after[0]).toMatchObject({ id, state: "refunded", refundState: "paid" })
      await notifications(getContainer(), "order-refunded")
      // The refund links to the return's note: no second credit note spreads the amount again.
      await new Promise((r) => setTimeout(r, 500))
      expect((await creditNotes(placed.id)).length).toBe(1)
    })

    it("reject with a reason: Medusa's return cancelled, the shopper e-mailed why; a reason is required", async () => {
      const placed = await delivered()
      const asked = await ask(placed.id, { items: [{ line: placed.p2, quantity: 1 }], reasonId: reasons["changed-mind"], refundTo: UPI })
      const id = asked.data.return.id
      expect((await op(id, "reject", {})).status).toBe(400)
      const res = await op(id, "reject", { reason: "The seal has been opened in the photos" })
      expect(res.status).toBe(200)
      expect(res.data.return).toMatchObject({ state: "rejected", rejectionReason: "The seal has been opened in the photos" })
      expect((await medusaReturn(id))?.status).toBe("canceled")
      expect((await queue("rejected")).map((r) => r.id)).toContain(id)
      expect((await cancel(id)).status).toBe(409)
      const mails = await notifications(getContainer(), "order-return-rejected")
      expect(mails.some((m) => (m.data as { orderId?: string }).orderId === placed.id)).toBe(true)
      expect((await op("return_nope", "approve")).status).toBe(404)
    })
  })

  describe("exchanges", () => {
    const op = (id: string, action: string, body: Record<string, unknown> = {}) =>
      api.post(`/api/admin/returns/${id}/${action}`, body, as(admin))
    /** Another size of Velvet Oud (P1, 10ml at 299) through the dashboard's Add Product: a catalogue product of its own. */
    async function addSize(size: string, price: number) {
      const form = new FormData()
      const fields = { name: "Velvet Oud", brand: "Sugandh", description: "Velvet Oud in another size.", price: String(price) }
      for (const [k, v] of Object.entries({ ...fields, category: "perfumes", fragrance: "oriental", size, stockQuantity: "20" })) {
        form.append(k, v)
      }
      form.append("images", png(), { filename: `p${size}.png`, contentType: "image/png" })
      const res = await api.post("/api/admin/products", form, {
        ...as(admin),
        headers: { ...as(admin).headers, ...form.getHeaders() },
        maxBodyLength: Infinity,
      })
      if (res.status !== 201) throw new Error(`add size: ${res.status} ${JSON.stringify(res.data)}`)
      return res.data.product.id as string
    }
    let dearer: string
    let cheaper: string
    // Each test starts from the group's database snapshot: the sizes are added per test.
    beforeEach(async () => {
      dearer = await addSize("30ml", 499)
      cheaper = await addSize("6ml", 199)
    })
    /** Units on the warehouse's shelf (a shipment takes them off). */
    const stockOf = async (productId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "product",
        fields: ["variants.inventory_items.inventory_item_id"],
        filters: { external_id: productId },
      })
      const [level] = await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({
        inventory_item_id: data[0].variants[0].inventory_items[0].inventory_item_id,
        location_id: seeded.stockLocationId,
      })
      return Number(level.stocked_quantity)
    }
    const shopperOrder = async (id: string) =>
      ((await api.get("/api/auth/orders", as(shopper))).data.orders as Record<string, any>[]).find((o) => o.id === id)!

    it("a dearer size: the form offers the sizes with their prices; Medusa's exchange; the difference owed with how to pay it; shipped once paid", async () => {
      const placed = await delivered()
      const options = (await api.get(`/api/auth/orders/${placed.id}/returns/options`, as(shopper))).data
      const sizes = options.lines.find((l: { line: number }) => l.line === placed.p1).sizes as {
        productId: string
        size: string
        price: number
      }[]
      expect(sizes).toEqual([
        expect.objectContaining({ productId: cheaper, size: "6ml", price: 199 }),
        expect.objectContaining({ productId: dearer, size: "30ml", price: 499 }),
      ])
      expect(options.lines.find((l: { line: number }) => l.line === placed.p2).sizes).toEqual([])

      // The dearer size refunds nothing: no payee asked for.
      const res = await ask(placed.id, {
        items: [{ line: placed.p1, quantity: 1 }],
        reasonId: reasons["changed-mind"],
        exchange: [{ line: placed.p1, productId: dearer }],
      })
      expect(res.status).toBe(201)
      const id = res.data.return.id
      expect(res.data.return).toMatchObject({
        state: "requested",
        items: [{ line: placed.p1, quantity: 1 }],
        exchange: {
          items: [{ line: placed.p1, productId: dearer, size: "30ml", quantity: 1, price: 499 }],
          difference: 200,
          amountDue: 200,
          shipped: false,
        },
      })
      // Medusa's own exchange, its return the one the shopper sees.
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: exchanges } = await query.graph({
        entity: "order_exchange",
        fields: ["id", "return_id"],
        filters: { order_id: placed.id },
      })
      expect(exchanges).toEqual([expect.objectContaining({ id: res.data.return.exchange.id, return_id: id })])
      // What is owed and how to pay it: the order's difference and its UPI / bank instructions.
      expect(await shopperOrder(placed.id)).toMatchObject({ paymentStatus: "awaiting-difference", amountDue: 200 })
      const pay = await api.get(`/api/auth/orders/${placed.id}/payment`, as(shopper))
      expect(pay.status).toBe(200)
      expect(JSON.stringify(pay.data.payment)).toContain("200")

      expect((await op(id, "ship-exchange", { trackingNumber: "EXC-1" })).status).toBe(409) // not approved yet
      expect((await op(id, "approve")).status).toBe(200)
      const unpaid = await op(id, "ship-exchange", { trackingNumber: "EXC-1" })
      expect(unpaid.status).toBe(409)
      expect(unpaid.data.message).toContain("₹200.00")
      // The operator records the difference in Medusa admin ("Mark as paid" on the exchange's payment collection).
      const sdk = await medusaAdminSdk(api)
      const { order } = await sdk.admin.order.retrieve(placed.id, { fields: "id,payment_collections.id,payment_collections.status" })
      const open = order.payment_collections!.find((pc) => pc.status === "not_paid")!
      await sdk.admin.paymentCollection.markAsPaid(open.id, { order_id: placed.id })
      expect(await shopperOrder(placed.id)).toMatchObject({ paymentStatus: "paid", amountDue: 0 })

      const stockBefore = await stockOf(dearer)
      const shipped = await op(id, "ship-exchange", { trackingNumber: "EXC-1" })
      expect([shipped.status, shipped.data.message]).toEqual([200, undefined])
      expect(shipped.data.return.exchange).toMatchObject({ shipped: true, trackingNumber: "EXC-1", amountDue: 0 })
      expect(await stockOf(dearer)).toBe(stockBefore - 1)
      expect((await op(id, "ship-exchange", { trackingNumber: "EXC-2" })).status).toBe(409)
      await eventually(
        () => notifications(getContainer(), "order-shipped"),
        (mails) => mails.filter((m) => (m.data as { orderId?: string }).orderId === placed.id).length >= 2
      )
      // The shopper's order has the new size as a line of its own.
      const view = await shopperOrder(placed.id)
      expect(view.items.map((i: { productId: string }) => i.productId)).toContain(dearer)
      expect((await list(placed.id)).data.returns[0].exchange).toMatchObject({ shipped: true })
    })

    it("a cheaper size: the payee is asked for, the limits (another product, a line not exchanged), the difference refunded as exchange-difference", async () => {
      const placed = await delivered()
      const base = { items: [{ line: placed.p1, quantity: 2 }], reasonId: reasons["changed-mind"] }
      const noPayee = await ask(placed.id, { ...base, exchange: [{ line: placed.p1, productId: cheaper }] })
      expect(noPayee.status).toBe(400)
      expect(noPayee.data.errors).toEqual([expect.objectContaining({ path: "refundTo" })])
      const notASize = await ask(placed.id, { ...base, refundTo: UPI, exchange: [{ line: placed.p1, productId: "P2" }] })
      expect(notASize.status).toBe(400)
      expect(notASize.data.errors).toEqual([expect.objectContaining({ path: "exchange.0.productId" })])
      const partly = await ask(placed.id, {
        ...base,
        items: [...base.items, { line: placed.p2, quantity: 1 }],
        refundTo: UPI,
        exchange: [{ line: placed.p1, productId: cheaper }],
      })
      expect(partly.status).toBe(400)
      expect(partly.data.errors).toEqual([expect.objectContaining({ path: "exchange" })])
      expect(await returnsOf(placed.id)).toBe(0)

      const res = await ask(placed.id, { ...base, refundTo: UPI, exchange: [{ line: placed.p1, productId: cheaper }] })
      expect(res.status).toBe(201)
      const id = res.data.return.id
      expect(res.data.return.exchange).toMatchObject({ difference: -200, amountDue: 0 })
      expect((await op(id, "approve")).status).toBe(200)
      const sent = await op(id, "ship-exchange", { trackingNumber: "EXC-3" })
      expect([sent.status, sent.data.message]).toEqual([200, undefined])
      expect((await op(id, "receive", { items: [{ line: placed.p1, accepted: 2, damaged: 0 }] })).status).toBe(200)
      const refunded = await op(id, "refund")
      expect(refunded.status).toBe(200)
      expect(refunded.data.return).toMatchObject({ refundAmount: 200, refundState: "due" })
      const dues = (await api.get("/api/admin/refunds-due", as(admin))).data.refunds as {
        source_key: string
        amount: number
        upi_id: string
      }[]
      expect(dues.filter((d) => d.source_key === `exchange-difference:${res.data.return.exchange.id}`)).toEqual([
        expect.objectContaining({ amount: 200, upi_id: "asha@ybl" }),
      ])
      expect((await op(id, "refund")).status).toBe(409)
    })
  })

  describe("Medusa admin parity", () => {
    it("a return made in Medusa admin's API shows to the shopper as approved with the same e-mail; received there: stock back, the credit note; an exchange made there shows too", async () => {
      const inventoryItemId = await setStock(getContainer(), seeded, "P2", 40)
      const placed = await delivered()
      const facts = await readOrderReturnFacts(getContainer(), placed.id)
      const itemOf = (line: number) => facts!.lines.find((l) => l.line === line)!.itemId
      const sdk = await medusaAdminSdk(api)
      const { return: ret } = await sdk.admin.return.initiateRequest({ order_id: placed.id, location_id: seeded.stockLocationId })
      await sdk.admin.return.addReturnItem(ret.id, { items: [{ id: itemOf(placed.p2), quantity: 1 }] })
      await sdk.admin.return.confirmRequest(ret.id, {})
      const shown = await eventually(
        async () => (await list(placed.id)).data.returns as { id: string; state: string }[],
        (rs) => rs.some((r) => r.id === ret.id && r.state === "approved")
      )
      expect(shown.find((r) => r.id === ret.id)).toMatchObject({ state: "approved", items: [{ line: placed.p2, quantity: 1 }] })
      const mails = await eventually(
        () => notifications(getContainer(), "order-return-approved"),
        (found) => found.some((m) => (m.data as { orderId?: string }).orderId === placed.id)
      )
      expect(mails.filter((m) => (m.data as { orderId?: string }).orderId === placed.id)).toHaveLength(1)

      // Received in Medusa admin: the unit back on the shelf, the return's credit note, the shopper sees it received.
      const shelf = async () => {
        const [level] = await getContainer()
          .resolve(Modules.INVENTORY)
          .listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: seeded.stockLocationId })
        return Number(level.stocked_quantity)
      }
      const before = await shelf()
      await sdk.admin.return.initiateReceive(ret.id, {})
      await sdk.admin.return.receiveItems(ret.id, { items: [{ id: itemOf(placed.p2), quantity: 1 }] })
      await sdk.admin.return.confirmReceive(ret.id, {})
      expect(await shelf()).toBe(before + 1)
      const notes = await eventually(
        () => getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE).listTaxDocuments({ order_id: placed.id, kind: "credit_note" }),
        (found) => found.some((d) => d.reference === `return:${ret.id}`)
      )
      expect(notes.map((d) => d.reference)).toContain(`return:${ret.id}`)
      expect((await list(placed.id)).data.returns.find((r: { id: string }) => r.id === ret.id)).toMatchObject({ state: "received" })

      // An exchange made in Medusa admin (a Velvet Oud for a Velvet Oud): its return shows, approved, with the exchange.
      const variant = await variantOf(api, seeded, "P1")
      const { exchange } = await sdk.admin.exchange.create({ order_id: placed.id })
      await sdk.admin.exchange.addInboundItems(exchange.id, {
        items: [{ id: itemOf(placed.p1), quantity: 1 }],
        location_id: seeded.stockLocationId,
      })
      await sdk.admin.exchange.addOutboundItems(exchange.id, { items: [{ variant_id: variant, quantity: 1 }] })
      await sdk.admin.exchange.request(exchange.id, {})
      const withExchange = await eventually(
        async () => (await list(placed.id)).data.returns as { state: string; exchange: { id: string } | null }[],
        (rs) => rs.some((r) => r.exchange?.id === exchange.id && r.state === "approved")
      )
      expect(withExchange.find((r) => r.exchange?.id === exchange.id)).toMatchObject({ state: "approved", exchange: { difference: 0 } })
    })
  })
}
