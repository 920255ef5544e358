import type Medusa from "@medusajs/js-sdk"
import { ClaimReason, ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { parse } from "csv-parse/sync"
import type { TestSuite } from "../helpers/runner"
import { eventually, medusaAdminSdk } from "../helpers/medusa-admin-sdk"
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
  seed,
  verifyEmail,
} from "../helpers/checkout"
import type { SeedResult } from "../../src/scripts/seed"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { CAPTURE_BEFORE_MONEY_MESSAGE, recordMoneyReceived } from "../../src/lib/payments/money-received"
import { COD_MESSAGES } from "../../src/lib/cod/settings"
import { TRANSITION_MESSAGES } from "../../src/lib/orders/transitions"
import { amount } from "../../src/lib/orders/to-order-view"
import { backfillTaxDocuments } from "../../src/lib/invoices/backfill-tax-documents"
import { CHARGES_ARE_NOT_RETURNED } from "../../src/lib/orders/charge-lines"
import { backfillChargeLines } from "../../src/lib/orders/charge-lines-fulfilment"
import { CHARGES_ARE_NOT_GOODS } from "../../src/workflows/hooks/order-fulfilment-rules"

type Row = Record<string, any>

/**
 * Issue 48: orders placed through the shop, then handled only with Medusa
 * admin's own operations through its Admin API (@medusajs/js-sdk, signed in
 * as the operator the way /app signs in), get the shop's effects: the GST
 * invoice on capture, a credit note per refund and cancellation, the e-mails
 * with those documents (each once), the shop's refusals inside Medusa's
 * fulfilment workflow, and charge lines that are never goods to fulfil.
 */
export const medusaAdminParitySuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let shopAdmin: string
  let sdk: Medusa
  let medusaJwt: string
  let n = 0

  beforeAll(async () => {
    seeded = await seed(getContainer())
    shopAdmin = await login(api, ADMIN)
    sdk = await medusaAdminSdk(api)
    medusaJwt = (await sdk.client.getToken())!
  })

  /** A new shopper's order through the shop's checkout: UPI unless said otherwise; the COD fee or gift wrap add ₹49. */
  async function shopOrder(extra: Record<string, unknown> = {}, catalogueIds = ["P1", "S1"]) {
    const shopper = await newCustomer(api, seeded, `parity${++n}@example.com`)
    // Cash on delivery needs a verified e-mail (issue 43).
    if (extra.paymentMethod === "cod") await verifyEmail(getContainer(), shopper.id)
    for (const id of catalogueIds) await addToCart(api, shopper.token, id, 1)
    const totals = await cartTotals(api, shopper.token)
    const charges = (extra.paymentMethod === "cod" ? 49 : 0) + (extra.giftWrap ? 49 : 0)
    const res = await placeOrder(api, shopper.token, orderBody({ ...totals, total: totals.total + charges }, extra))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data.order as { id: string; orderNumber: string; total: number }
  }

  const medusaOrder = async (id: string): Promise<Row> => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "payment_collections.id",
        "payment_collections.status",
        "payment_collections.payments.id",
        "payment_collections.payments.captured_at",
        "payment_collections.payments.refunds.id",
        "fulfillments.id",
        "fulfillments.canceled_at",
      ],
      filters: { id },
    })
    return data[0] as Row
  }
  /** The order's lines as the Order module reads them (Query with items.quantity alone does not load the detail holding it). */
  const orderLines = async (id: string) => {
    const { items } = await getContainer()
      .resolve(Modules.ORDER)
      .retrieveOrder(id, { relations: ["items", "items.detail"] })
    return (items ?? []).map((i: Row) => ({
      id: i.id as string,
      quantity: amount(i.quantity),
      fulfilled: amount(i.detail?.fulfilled_quantity ?? i.fulfilled_quantity ?? 0),
      requiresShipping: i.requires_shipping !== false,
    }))
  }
  /** The fulfilment status Medusa admin's order list shows. */
  const listedStatus = async (id: string) =>
    (await sdk.admin.order.list({ id, fields: "id,fulfillment_status" } as never)).orders[0]?.fulfillment_status
  const paymentOf = async (id: string) => (await medusaOrder(id)).payment_collections[0].payments[0] as Row
  const docs = (orderId: string) =>
    getContainer()
      .resolve<InvoiceModuleService>(INVOICE_MODULE)
      .listTaxDocuments({ order_id: orderId }, { order: { issued_at: "ASC" } })
  /** Subscribers run after Medusa answered: wait (up to 10 s) until the order has `count` documents. */
  const docsOnceThere = (orderId: string, count: number) =>
    eventually(
      () => docs(orderId),
      (found) => found.length >= count
    )
  const mailsFor = (template: string, orderId: string, atLeast = 1) =>
    eventually(
      async () => (await notifications(getContainer(), template, 0)).filter((m) => m.resource_id === orderId),
      (found) => found.length >= atLeast
    )
  const settle = () => new Promise((r) => setTimeout(r, 1500))
  /** The Admin API's refusal as js-sdk throws it (FetchError: status and Medusa's message). */
  const refusal = async (call: Promise<unknown>) => {
    try {
      await call
    } catch (e) {
      return { status: (e as { status?: number }).status, message: (e as Error).message }
    }
    throw new Error("expected a refusal")
  }
  const shopView = async (id: string) => (await api.get(`/api/admin/orders/${id}`, as(medusaJwt))).data.order
  /** The shop's "Confirm payment" in its Medusa admin widget. */
  const widgetConfirm = (id: string, note?: string) => api.put(`/api/admin/orders/${id}/confirm`, note ? { note } : {}, as(medusaJwt))

  it("Capture payment: refused before the shop saw the money; a capture after it issues the invoice and the confirmed e-mail once, also when replayed", async () => {
    const order = await shopOrder()
    const payment = await paymentOf(order.id)

    const early = await refusal(sdk.admin.payment.capture(payment.id, {}))
    expect(early.status).toBe(400)
    expect(early.message).toBe(CAPTURE_BEFORE_MONEY_MESSAGE)
    await settle()
    expect(await docs(order.id)).toHaveLength(0)
    expect((await paymentOf(order.id)).captured_at).toBeNull()
    expect(await shopView(order.id)).toMatchObject({ orderStatus: "pending", paymentStatus: "pending" })

    // The money is seen (what the shop's confirm records, or a gateway later): Medusa's own capture now works.
    await recordMoneyReceived(getContainer(), payment.id, "statement")
    const captured = await sdk.admin.payment.capture(payment.id, {})
    expect(captured.payment.captured_at).toBeTruthy()
    const [invoice] = await docsOnceThere(order.id, 1)
    expect(invoice).toMatchObject({ kind: "invoice", number: expect.stringMatching(/^SGH\/\d\d-\d\d\/\d{5}$/) })
    expect(invoice.document).toMatchObject({ orderNumber: order.orderNumber, totals: { gross: order.total } })
    const mails = await mailsFor("order-confirmed", order.id)
    expect(mails).toHaveLength(1)
    expect(mails[0].data?.attachments).toEqual([`${invoice.number.replace(/\//g, "-")}.pdf`])
    expect(await shopView(order.id)).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" })
    // The shopper can download it.
    expect((await api.get(`/api/admin/orders/${order.id}/invoice`, as(shopAdmin))).status).toBe(200)

    // Capture again (Medusa emits payment.captured again): nothing new.
    await sdk.admin.payment.capture(payment.id, {})
    await settle()
    expect(await docs(order.id)).toHaveLength(1)
    expect(await mailsFor("order-confirmed", order.id)).toHaveLength(1)
  })

  it("the shop's Confirm payment (Medusa admin widget) runs Medusa's capture: one invoice, one e-mail, and Medusa's Capture afterwards adds nothing", async () => {
    const order = await shopOrder()
    const confirmed = await widgetConfirm(order.id, "UPI seen")
    expect(confirmed.status).toBe(200)
    expect(await docs(order.id)).toHaveLength(1) // in the answer already, not only after the subscriber
    expect(await mailsFor("order-confirmed", order.id)).toHaveLength(1)
    await sdk.admin.payment.capture((await paymentOf(order.id)).id, {})
    await settle()
    expect(await docs(order.id)).toHaveLength(1)
    expect(await mailsFor("order-confirmed", order.id)).toHaveLength(1)
  })

  it("Mark as paid: Medusa's own rule keeps an authorised shop payment from being marked paid a second way; nothing is issued", async () => {
    const order = await shopOrder()
    const collection = (await medusaOrder(order.id)).payment_collections[0]
    const res = await refusal(sdk.admin.paymentCollection.markAsPaid(collection.id, { order_id: order.id }))
    expect(res.status).toBe(400)
    await settle()
    expect(await docs(order.id)).toHaveLength(0)
  })

  it("Refund (partial, twice) and then Cancel in Medusa admin: a credit note per refund and one for the rest, the e-mails with them, the GST report nets to zero", async () => {
    const order = await shopOrder()
    expect((await widgetConfirm(order.id)).status).toBe(200)
    const payment = await paymentOf(order.id)

    await sdk.admin.payment.refund(payment.id, { amount: 100, note: "Damaged cap" })
    const [invoice, first] = await docsOnceThere(order.id, 2)
    expect(first).toMatchObject({ kind: "credit_note", reference: expect.stringMatching(/^refund:/) })
    expect(first.document).toMatchObject({ totals: { gross: 100 }, reason: "Damaged cap", against: { number: invoice.number } })
    const refunded = await mailsFor("order-refunded", order.id)
    expect(refunded).toHaveLength(1)
    expect(refunded[0].data).toMatchObject({ refund: { amount: 100, creditNote: first.number } })
    expect(refunded[0].data?.attachments).toEqual([`${first.number.replace(/\//g, "-")}.pdf`])

    await sdk.admin.payment.refund(payment.id, { amount: 50 })
    const afterSecond = await docsOnceThere(order.id, 3)
    expect(afterSecond[2].document).toMatchObject({ totals: { gross: 50 } })
    expect(await mailsFor("order-refunded", order.id, 2)).toHaveLength(2)
    await settle()
    expect(await docs(order.id)).toHaveLength(3) // the second event did not re-issue the first refund's note

    await sdk.admin.order.cancel(order.id)
    const all = await docsOnceThere(order.id, 4)
    expect(all[3]).toMatchObject({ kind: "credit_note", reference: "cancel" })
    const credited = all.slice(1).reduce((sum, d) => sum + Math.round((d.document as Row).totals.gross * 100), 0)
    expect(credited).toBe(Math.round(order.total * 100))
    const cancelled = await mailsFor("order-cancelled", order.id)
    expect(cancelled).toHaveLength(1)
    expect(cancelled[0].data?.attachments).toEqual([`${all[3].number.replace(/\//g, "-")}.pdf`])

    const month = new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7)
    const rows = parse((await api.get(`/api/admin/reports/gst?month=${month}`, as(shopAdmin))).data) as string[][]
    const numbers = new Set(all.map((d) => d.number))
    const mine = rows.filter((r) => r[0] === "document" && numbers.has(r[2]))
    expect(new Set(mine.map((r) => r[2]))).toEqual(numbers)
    expect(mine.reduce((s, r) => s + Math.round(Number(r[12]) * 100), 0)).toBe(0)
  })

  /** The refund e-mails of an order (one per refund), each naming its credit note. */
  const refundMails = async (orderId: string, atLeast = 1) =>
    (await mailsFor("order-refunded", orderId, atLeast)).map((m) => (m.data as Row).refund as Row)
  const pdfName = (number: string) => `${number.replace(/\//g, "-")}.pdf`

  it("Refund in Medusa admin after the operator's partial credit note of the same amount: that note is the refund's, no second one; the refund e-mail sends it", async () => {
    const order = await shopOrder()
    expect((await widgetConfirm(order.id)).status).toBe(200)
    // The widget's "Issue credit note" (the shop's route), then the money back with Medusa admin's Refund.
    // On the invoice's dearest line (their order follows the items', and S1 may cost less than ₹120).
    const view = (await api.get(`/api/admin/orders/${order.id}/credit-notes`, as(medusaJwt))).data as Row
    const dearest = (view.invoice.lines as Row[]).reduce((a, b) => (b.amount > a.amount ? b : a))
    const issued = await api.post(
      `/api/admin/orders/${order.id}/credit-notes`,
      { lines: [{ line: dearest.line, amount: 120 }], reason: "Leaking bottle" },
      as(medusaJwt)
    )
    expect(issued.status).toBe(201)
    const payment = await paymentOf(order.id)
    await sdk.admin.payment.refund(payment.id, { amount: 120, note: "Leaking bottle" })
    const [mail] = await refundMails(order.id)
    expect(mail).toMatchObject({ amount: 120, creditNote: issued.data.creditNote.number })
    await settle()
    const [, note, ...more] = await docs(order.id)
    expect(more).toEqual([])
    expect(note).toMatchObject({ id: issued.data.creditNote.id, refund_id: (await paymentOf(order.id)).refunds[0].id })

    // A second refund (goodwill, no note behind it): its own note, spread over what is left.
    await sdk.admin.payment.refund(payment.id, { amount: 30 })
    const third = (await docsOnceThere(order.id, 3))[2]
    expect(third).toMatchObject({ kind: "credit_note", reference: expect.stringMatching(/^refund:/), document: { totals: { gross: 30 } } })
    expect((await refundMails(order.id, 2)).map((m) => [m.amount, m.creditNote]).sort()).toEqual(
      [
        [120, issued.data.creditNote.number],
        [30, third.number],
      ].sort()
    )

    // The backfill finds both refunds answered and issues nothing; a link lost (as before notes named
    // their refund) is recorded again, not answered with another note.
    const invoices = getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
    await invoices.updateTaxDocuments({ id: note.id, refund_id: null })
    const report = await backfillTaxDocuments(getContainer())
    expect(report.issued.filter((d) => d.orderNumber === order.orderNumber)).toEqual([])
    expect(report.linked.filter((l) => l.orderNumber === order.orderNumber)).toEqual([
      { orderNumber: order.orderNumber, refundId: note.refund_id, number: note.number },
    ])
    expect(await docs(order.id)).toHaveLength(3)
  })

  it("Receive a return and Refund in Medusa admin (its own Refund button, no source): the return's goods note is the refund's credit note, once; the e-mail sends it", async () => {
    const order = await shopOrder({}, ["P1", "P2"])
    expect((await widgetConfirm(order.id)).status).toBe(200)
    const goods = (await orderLines(order.id)).map((l) => ({ id: l.id, quantity: l.quantity }))
    const fulfilled = await sdk.admin.order.createFulfillment(
      order.id,
      { items: goods, location_id: seeded.stockLocationId },
      { fields: "id,fulfillments.id" }
    )
    const fulfillmentId = fulfilled.order.fulfillments![0]!.id
    await sdk.admin.order.createShipment(order.id, fulfillmentId, {
      items: goods,
      labels: [{ tracking_number: "AWB", tracking_url: "#", label_url: "#" }],
    })
    await sdk.admin.order.markAsDelivered(order.id, fulfillmentId)

    const returned = goods[1]
    const { return: ret } = await sdk.admin.return.initiateRequest({ order_id: order.id, location_id: seeded.stockLocationId })
    await sdk.admin.return.addReturnItem(ret.id, { items: [{ id: returned.id, quantity: 1 }] })
    await sdk.admin.return.confirmRequest(ret.id, {})
    await sdk.admin.return.initiateReceive(ret.id, {})
    await sdk.admin.return.receiveItems(ret.id, { items: [{ id: returned.id, quantity: 1 }] })
    await sdk.admin.return.confirmReceive(ret.id, {})
    // At once, as an operator clicks "Refund" on the order page: the amount Medusa's form fills in (what its summary owes).
    const { order: medusa } = await sdk.admin.order.retrieve(order.id, { fields: "id,summary" })
    const owed = -amount((medusa.summary as Row).pending_difference)
    expect(owed).toBeGreaterThan(0)
    await sdk.admin.payment.refund((await paymentOf(order.id)).id, { amount: owed })

    const [mail] = await refundMails(order.id)
    await settle()
    const all = await docs(order.id)
    expect(all.map((d) => [d.kind, d.reference])).toEqual([
      ["invoice", null],
      ["credit_note", `return:${ret.id}`],
    ])
    const goodsNote = all[1]
    expect((goodsNote.document as Row).totals.gross).toBe(owed)
    expect(goodsNote.refund_id).toBe((await paymentOf(order.id)).refunds[0].id)
    expect(mail).toMatchObject({ amount: owed, creditNote: goodsNote.number })
    const [sent] = await mailsFor("order-refunded", order.id)
    expect(sent.data?.attachments).toEqual([pdfName(goodsNote.number)])
    expect(await shopView(order.id)).toMatchObject({ paymentStatus: "partially-refunded", amountRefunded: owed })
  })

  it("Cancel in Medusa admin of an invoiced order: Medusa refunds, one credit note for the whole invoice, one e-mail", async () => {
    const order = await shopOrder()
    expect((await widgetConfirm(order.id)).status).toBe(200)
    await sdk.admin.order.cancel(order.id)
    const [, note] = await docsOnceThere(order.id, 2)
    expect(note).toMatchObject({ kind: "credit_note", reference: "cancel" })
    expect((note.document as Row).totals.gross).toBe(order.total)
    expect(await mailsFor("order-cancelled", order.id)).toHaveLength(1)
    expect(await shopView(order.id)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" })
  })

  it("Fulfil and ship in Medusa admin: unpaid prepaid and unconfirmed COD orders are refused with the shop's reason and nothing is left; the charges are done at placement, never offered to fulfil, never delivered; a COD shipment issues the invoice once", async () => {
    const lines = async (id: string) => {
      const items = await orderLines(id)
      return {
        goods: items.filter((i) => i.requiresShipping).map((i) => ({ id: i.id, quantity: i.quantity })),
        charges: items.filter((i) => !i.requiresShipping),
      }
    }
    /** What Medusa admin's order page lists under "Unfulfilled items" (order-fulfillment-section.tsx): lines with fulfilled < quantity. */
    const unfulfilled = async (id: string) => {
      const { order } = await sdk.admin.order.retrieve(id, { fields: "id,*items,items.detail.*" })
      return (order.items as Row[])
        .filter((i) => amount(i.detail.fulfilled_quantity) < amount(i.quantity))
        .map((i) => ({ requiresShipping: i.requires_shipping as boolean, delivered: amount(i.detail.delivered_quantity) }))
    }

    const unpaid = await shopOrder({ giftWrap: true })
    const unpaidLines = await lines(unpaid.id)
    const refusedPrepaid = await refusal(sdk.admin.order.createFulfillment(unpaid.id, { items: unpaidLines.goods }))
    expect(refusedPrepaid).toEqual({ status: 400, message: TRANSITION_MESSAGES.shipNeedsProcessing("pending") })

    const cod = await shopOrder({ paymentMethod: "cod", giftWrap: true })
    const codLines = await lines(cod.id)
    expect(codLines.charges).toHaveLength(2) // the COD fee and the gift wrap
    // Done at placement (order.placed): Medusa's page has no "Unfulfilled items" card for them, only the goods';
    // and with no Medusa fulfilment its list still says "Not fulfilled".
    const open = await eventually(
      () => unfulfilled(cod.id),
      (found) => found.every((l) => l.requiresShipping)
    )
    expect(open).toEqual(codLines.goods.map(() => ({ requiresShipping: true, delivered: 0 })))
    expect(await listedStatus(cod.id)).toBe("not_fulfilled")
    const refusedCod = await refusal(sdk.admin.order.createFulfillment(cod.id, { items: codLines.goods }))
    expect(refusedCod).toEqual({ status: 400, message: COD_MESSAGES.confirmBeforeShipping })
    // Nothing of the refused fulfilment remains: no fulfilment, nothing fulfilled, the stock still reserved.
    const after = await medusaOrder(cod.id)
    expect(after.fulfillments ?? []).toHaveLength(0)
    expect((await orderLines(cod.id)).every((i) => i.fulfilled === (i.requiresShipping ? 0 : i.quantity))).toBe(true)
    const reservations = await getContainer()
      .resolve(Modules.INVENTORY)
      .listReservationItems({ line_item_id: codLines.goods.map((g) => g.id) })
    expect(reservations).toHaveLength(codLines.goods.length)
    // The order's state is told first, whatever lines were ticked (Medusa's charges card offers the fee alone).
    const chargesOnly = codLines.charges.map((c) => ({ id: c.id as string, quantity: 1 }))
    expect(await refusal(sdk.admin.order.createFulfillment(cod.id, { items: chargesOnly }))).toEqual({
      status: 400,
      message: COD_MESSAGES.confirmBeforeShipping,
    })

    expect((await api.put(`/api/admin/orders/${cod.id}/cod-confirmation`, {}, as(shopAdmin))).status).toBe(200)
    // The fee or the wrap alone is no parcel: already done, Medusa has nothing of them to fulfil.
    expect((await refusal(sdk.admin.order.createFulfillment(cod.id, { items: chargesOnly }))).status).toBe(400)
    expect((await medusaOrder(cod.id)).fulfillments ?? []).toHaveLength(0)

    await sdk.admin.order.createFulfillment(cod.id, { items: codLines.goods })
    // Nothing is left to fulfil, so Medusa's list says "Fulfilled", not "Partially ...".
    expect(await listedStatus(cod.id)).toBe("fulfilled")
    expect((await orderLines(cod.id)).every((i) => i.fulfilled === i.quantity)).toBe(true)
    expect(await unfulfilled(cod.id)).toEqual([])
    expect(await docs(cod.id)).toHaveLength(0) // a COD invoice waits for the dispatch

    // Cancel fulfillment in Medusa admin: the goods are open again, the charges stay done (never a card of their own).
    const cancelled = (await medusaOrder(cod.id)).fulfillments[0].id as string
    await sdk.admin.order.cancelFulfillment(cod.id, cancelled, {})
    expect(await listedStatus(cod.id)).toBe("canceled") // Medusa's word for "its only fulfilment was cancelled"
    expect((await orderLines(cod.id)).every((i) => i.fulfilled === (i.requiresShipping ? 0 : i.quantity))).toBe(true)
    expect((await unfulfilled(cod.id)).every((l) => l.requiresShipping)).toBe(true)
    await sdk.admin.order.createFulfillment(cod.id, { items: codLines.goods })
    expect(await listedStatus(cod.id)).toBe("fulfilled")

    const fulfillmentId = ((await medusaOrder(cod.id)).fulfillments as Row[]).find((f) => !f.canceled_at)!.id as string
    await sdk.admin.order.createShipment(cod.id, fulfillmentId, {
      items: codLines.goods,
      labels: [{ tracking_number: "AWB48", tracking_url: "https://track.example/AWB48", label_url: "https://track.example/AWB48" }],
    })
    expect(await listedStatus(cod.id)).toBe("shipped")
    const codDocs = await docs(cod.id)
    expect(codDocs).toHaveLength(1)
    expect(codDocs[0]).toMatchObject({ kind: "invoice" })
    expect((codDocs[0].document as Row).totals.gross).toBe(cod.total)
    expect(await shopView(cod.id)).toMatchObject({ orderStatus: "shipped" })

    await sdk.admin.order.markAsDelivered(cod.id, fulfillmentId, {})
    expect(await listedStatus(cod.id)).toBe("delivered")
    // Medusa's return, exchange and claim forms can pick a line only once delivered (dashboard lib/rma.ts): never the charges.
    const { order: delivered } = await sdk.admin.order.retrieve(cod.id, { fields: "id,*items,items.detail.*" })
    const deliveredOf = (items: Row[]) => items.map((i) => [i.requires_shipping, amount(i.detail.delivered_quantity)])
    expect(deliveredOf(delivered.items as Row[]).sort()).toEqual(
      [...codLines.charges.map(() => [false, 0]), ...codLines.goods.map((g) => [true, g.quantity])].sort()
    )
    await settle()
    expect(await docs(cod.id)).toHaveLength(1)
  })

  it("Return, exchange and claim in Medusa admin (and the Store API's return): the COD fee and the gift wrap are refused as lines to take back, the goods are not", async () => {
    const order = await shopOrder({ giftWrap: true })
    expect((await widgetConfirm(order.id)).status).toBe(200)
    const { order: medusa } = await sdk.admin.order.retrieve(order.id, { fields: "id,*items" })
    const wrap = medusa.items.find((i) => !i.variant_id)!
    const allGoods = medusa.items.filter((i) => !!i.variant_id).map((i) => ({ id: i.id, quantity: Number(i.quantity) }))
    const goods = allGoods[0]
    await sdk.admin.order.createFulfillment(order.id, { items: allGoods, location_id: seeded.stockLocationId })
    // The wrap is done (recorded as fulfilled at placement), so Medusa's Admin API would take it back: refused.
    expect((await orderLines(order.id)).find((l) => l.id === wrap.id)?.fulfilled).toBe(1)

    const refused = { status: 400, message: CHARGES_ARE_NOT_RETURNED }
    const { return: ret } = await sdk.admin.return.initiateRequest({ order_id: order.id, location_id: seeded.stockLocationId })
    expect(await refusal(sdk.admin.return.addReturnItem(ret.id, { items: [{ id: wrap.id, quantity: 1 }] }))).toEqual(refused)
    const requested = await sdk.admin.return.addReturnItem(ret.id, { items: [{ id: goods.id, quantity: 1 }] })
    // js-sdk types the answer as the return; Medusa sends the order preview beside it.
    const preview = (requested as unknown as { order_preview: { items: Row[] } }).order_preview
    const previewed = preview.items.find((i) => i.id === goods.id)
    expect(previewed?.actions?.map((a: Row) => a.action)).toEqual(["RETURN_ITEM"])
    await sdk.admin.return.cancelRequest(ret.id)

    const { exchange } = await sdk.admin.exchange.create({ order_id: order.id })
    expect(await refusal(sdk.admin.exchange.addInboundItems(exchange.id, { items: [{ id: wrap.id, quantity: 1 }] }))).toEqual(refused)
    await sdk.admin.exchange.cancelRequest(exchange.id)

    const { claim } = await sdk.admin.claim.create({ order_id: order.id, type: "refund" })
    expect(
      await refusal(sdk.admin.claim.addItems(claim.id, { items: [{ id: wrap.id, quantity: 1, reason: ClaimReason.MISSING_ITEM }] }))
    ).toEqual(refused)
    expect(await refusal(sdk.admin.claim.addInboundItems(claim.id, { items: [{ id: wrap.id, quantity: 1 }] }))).toEqual(refused)
    await sdk.admin.claim.cancelRequest(claim.id)

    // The Store API's return (Medusa's createAndCompleteReturnOrderWorkflow) is held to the same rule.
    const storeReturn = await api.post(
      "/store/returns",
      { order_id: order.id, items: [{ id: wrap.id, quantity: 1 }], return_shipping: { option_id: seeded.shippingOptionId } },
      { headers: { "x-publishable-api-key": seeded.publishableKey }, validateStatus: () => true }
    )
    expect([storeReturn.status, storeReturn.data.message]).toEqual([400, CHARGES_ARE_NOT_RETURNED])

    // Nothing of the refused requests stayed on the order: its lines are as fulfilled, nothing returned.
    expect((await orderLines(order.id)).every((l) => l.fulfilled === l.quantity)).toBe(true)
  })

  it("Backfill of charge lines: an open order placed before the charges were done at placement gets them done; until then its charges alone are refused as a parcel", async () => {
    const order = await shopOrder({ paymentMethod: "cod", giftWrap: true })
    const charges = (await orderLines(order.id)).filter((l) => !l.requiresShipping)
    await eventually(
      () => orderLines(order.id),
      (found) => found.every((l) => l.requiresShipping || l.fulfilled === l.quantity)
    )
    // As such an order was: the charges open, waiting for the goods.
    await getContainer()
      .resolve(Modules.ORDER)
      .cancelFulfillment({ order_id: order.id, items: charges.map((c) => ({ id: c.id, quantity: c.quantity })) })
    expect((await api.put(`/api/admin/orders/${order.id}/cod-confirmation`, {}, as(shopAdmin))).status).toBe(200)
    expect(await refusal(sdk.admin.order.createFulfillment(order.id, { items: charges.map((c) => ({ id: c.id, quantity: 1 })) }))).toEqual({
      status: 400,
      message: CHARGES_ARE_NOT_GOODS,
    })

    expect(await backfillChargeLines(getContainer())).toBeGreaterThanOrEqual(1)
    expect((await orderLines(order.id)).map((l) => l.fulfilled)).toEqual(
      (await orderLines(order.id)).map((l) => (l.requiresShipping ? 0 : l.quantity))
    )
    expect(await listedStatus(order.id)).toBe("not_fulfilled")
    expect(await backfillChargeLines(getContainer())).toBe(0)
  })

  it("Backfill: orders handled in Medusa admin before this change get their missing invoice and credit notes once, with a report", async () => {
    const refunded = await shopOrder()
    expect((await widgetConfirm(refunded.id)).status).toBe(200)
    await sdk.admin.payment.refund((await paymentOf(refunded.id)).id, { amount: 100 })
    const cancelled = await shopOrder()
    expect((await widgetConfirm(cancelled.id)).status).toBe(200)
    await sdk.admin.order.cancel(cancelled.id)
    await docsOnceThere(refunded.id, 2)
    await docsOnceThere(cancelled.id, 2)
    // As before documents followed Medusa's events: none were issued for these orders.
    const invoices = getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
    await invoices.deleteTaxDocuments([...(await docs(refunded.id)), ...(await docs(cancelled.id))].map((d) => d.id))

    const report = await backfillTaxDocuments(getContainer())
    expect(report.failed).toEqual([])
    const mine = (orderNumber: string) => report.issued.filter((d) => d.orderNumber === orderNumber).map((d) => [d.kind, d.reference])
    expect(mine(refunded.orderNumber)).toEqual([
      ["invoice", null],
      ["credit_note", expect.stringMatching(/^refund:/)],
    ])
    expect(mine(cancelled.orderNumber)).toEqual([
      ["invoice", null],
      ["credit_note", "cancel"],
    ])
    const [invoice, note] = await docs(refunded.id)
    expect([(invoice.document as Row).totals.gross, (note.document as Row).totals.gross]).toEqual([refunded.total, 100])
    expect(((await docs(cancelled.id))[1].document as Row).totals.gross).toBe(cancelled.total)
    // Again: nothing more.
    expect((await backfillTaxDocuments(getContainer())).issued).toEqual([])
  })
}
