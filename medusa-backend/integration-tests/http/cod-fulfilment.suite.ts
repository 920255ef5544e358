import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
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
  setStock,
  verifyEmail,
} from "../helpers/checkout"
import type { TestSuite } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"

/** The PDF's text as poppler's pdftotext reads it (poppler-utils; .ci/run installs it). */
function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `cod-it-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`)
  fs.writeFileSync(file, pdf)
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString()
  } finally {
    fs.unlinkSync(file)
  }
}
const pdfGet = (api: AxiosInstance, url: string, token: string) => api.get(url, { ...as(token), responseType: "arraybuffer" })

const form = (content: string, name = "remittance.csv") => {
  const data = new FormData()
  data.append("remittance", new Blob([content], { type: "text/csv" }), name)
  return data
}

/**
 * Cash on delivery after confirmation (issue 30, steps 3 and 4): the tax
 * invoice is issued when the order ships (not before), a parcel returned
 * undelivered (RTO) is cancelled with stock back and a credit note against
 * that invoice, and the cash is marked collected one by one or from the
 * courier's remittance CSV (preview, then confirm; mismatches never applied).
 */
export const codFulfilmentSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let admin: string
  let n = 0

  beforeAll(async () => {
    seeded = await seed(getContainer())
    admin = await login(api, ADMIN)
  })

  /** A new shopper's confirmed COD order of Velvet Oud (₹299 + ₹99 delivery + ₹49 fee = ₹447). */
  async function confirmedCodOrder(catalogueId = "P1", quantity = 1) {
    const shopper = await newCustomer(api, seeded, `cod-fulfil${++n}@example.com`)
    await verifyEmail(getContainer(), shopper.id)
    await addToCart(api, shopper.token, catalogueId, quantity)
    const totals = await cartTotals(api, shopper.token)
    const res = await placeOrder(api, shopper.token, orderBody({ ...totals, total: totals.total + 49 }, { paymentMethod: "cod" }))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    expect((await api.put(`/api/admin/orders/${res.data.order.id}/cod-confirmation`, {}, as(admin))).status).toBe(200)
    return { ...(res.data.order as { id: string; orderNumber: string; total: number }), token: shopper.token }
  }
  const ship = async (id: string, awb = `AWB${++n}X`) => {
    const res = await api.put(`/api/admin/orders/${id}/tracking`, { trackingNumber: awb }, as(admin))
    expect(res.status).toBe(200)
    return awb
  }
  const deliver = async (id: string) =>
    expect((await api.put(`/api/admin/orders/${id}/status`, { status: "delivered" }, as(admin))).status).toBe(200)
  const orderView = async (id: string) =>
    (await api.get("/api/admin/orders", as(admin))).data.orders.find((o: { id: string }) => o.id === id)
  const captureCount = async (orderId: string) => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["payment_collections.payments.captures.id"],
      filters: { id: orderId },
    })
    return (data[0]?.payment_collections ?? []).flatMap((pc: any) => pc?.payments ?? []).flatMap((p: any) => p?.captures ?? []).length
  }
  const docs = (orderId: string) => getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE).listTaxDocuments({ order_id: orderId })
  const stocked = async (inventoryItemId: string) => {
    const [level] = await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId })
    return Number(level.stocked_quantity)
  }

  it("issues the COD invoice when the order ships, not at confirmation, with the fee line (SAC 996812) and in the shipped e-mail", async () => {
    const order = await confirmedCodOrder()
    expect(await docs(order.id)).toHaveLength(0)
    expect((await api.get(`/api/auth/orders/${order.id}/invoice`, as(order.token))).status).toBe(409)

    await ship(order.id)
    const issued = await docs(order.id)
    expect(issued.map((d) => d.kind)).toEqual(["invoice"])
    const pdf = await pdfGet(api, `/api/auth/orders/${order.id}/invoice`, order.token)
    expect(pdf.status).toBe(200)
    const text = pdfText(Buffer.from(pdf.data))
    // To Pune (Maharashtra), another state than the store's: IGST. 49 / 1.18 = 41.53 taxable, 7.47 tax.
    expect(text).toMatch(/Cash on delivery fee\s+996812\s+1\s+₹41\.53\s+18%\s+₹7\.47\s+₹49\.00/)
    expect(text).toContain("Invoice total: ₹447.00")
    const shippedMail = (await notifications(getContainer(), "order-shipped")).find((m) => m.resource_id === order.id)
    expect(shippedMail?.data).toMatchObject({ attachments: [`${issued[0].number.replace(/\//g, "-")}.pdf`] })
    expect(await orderView(order.id)).toMatchObject({ orderStatus: "shipped", paymentStatus: "pending", codFee: 49 })
  })

  it("RTO gives the returned goods' stock back", async () => {
    const inventoryItemId = await setStock(getContainer(), seeded, "A3", 40)
    const order = await confirmedCodOrder("A3", 2)
    await ship(order.id)
    expect(await stocked(inventoryItemId)).toBe(38)
    expect((await api.put(`/api/admin/orders/${order.id}/status`, { status: "cancelled" }, as(admin))).status).toBe(200)
    expect(await stocked(inventoryItemId)).toBe(40)
  })

  it("RTO: an operator cancels a shipped COD order as returned undelivered: payment voided, credit note against its invoice", async () => {
    const inventoryItemId = await setStock(getContainer(), seeded, "A3", 40)
    const order = await confirmedCodOrder("A3", 2)
    await ship(order.id)
    expect(await stocked(inventoryItemId)).toBe(38)

    const res = await api.put(`/api/admin/orders/${order.id}/status`, { status: "cancelled" }, as(admin))
    expect(res.status).toBe(200)
    expect(res.data.order).toMatchObject({ orderStatus: "cancelled", paymentStatus: "cancelled", cancelReason: "Returned undelivered" })
    const afterReturn = await stocked(inventoryItemId)
    const issued = await docs(order.id)
    const invoice = issued.find((d) => d.kind === "invoice")!
    expect(issued.filter((d) => d.kind === "credit_note")).toHaveLength(1)
    const credit = pdfText(Buffer.from((await pdfGet(api, `/api/admin/orders/${order.id}/credit-note`, admin)).data))
    expect(credit).toContain(`Against invoice: ${invoice.number}`)
    expect(credit).toContain("Cash on delivery fee")
    const mail = (await notifications(getContainer(), "order-cancelled")).find((m) => m.resource_id === order.id)
    expect(mail?.data).toMatchObject({ cancelReason: "Returned undelivered" })

    // Once: a second cancel is refused and changes nothing.
    expect((await api.put(`/api/admin/orders/${order.id}/status`, { status: "cancelled" }, as(admin))).status).toBe(200) // already cancelled: no change
    expect(await stocked(inventoryItemId)).toBe(afterReturn)
    expect((await docs(order.id)).filter((d) => d.kind === "credit_note")).toHaveLength(1)
  })

  it("marks a delivered COD order paid one by one, not before delivery, and once", async () => {
    const order = await confirmedCodOrder()
    await ship(order.id)
    const early = await api.put(`/api/admin/orders/${order.id}/confirm`, {}, as(admin))
    expect([early.status, early.data.message]).toEqual([
      409,
      "A cash on delivery order is marked paid when its cash is collected, after delivery",
    ])
    await deliver(order.id)
    const paid = await api.put(`/api/admin/orders/${order.id}/confirm`, { note: "Cash with courier" }, as(admin))
    expect(paid.status).toBe(200)
    expect(paid.data.order).toMatchObject({ orderStatus: "delivered", paymentStatus: "paid" })
    expect((await api.put(`/api/admin/orders/${order.id}/confirm`, {}, as(admin))).status).toBe(409)
    // Still one invoice: the one issued at dispatch.
    expect((await docs(order.id)).map((d) => d.kind)).toEqual(["invoice"])
  })

  it("previews the courier's remittance CSV and confirms matches once; mismatches are listed, never applied", async () => {
    const byAwb = await confirmedCodOrder()
    const byNumber = await confirmedCodOrder()
    const wrongAmount = await confirmedCodOrder()
    const notDelivered = await confirmedCodOrder()
    const awbA = await ship(byAwb.id)
    await ship(byNumber.id)
    const awbC = await ship(wrongAmount.id)
    const awbD = await ship(notDelivered.id)
    for (const o of [byAwb, byNumber, wrongAmount]) await deliver(o.id)

    const csv = [
      "Delhivery COD remittance,,",
      "Remittance ID,RMT-7781,",
      "",
      "AWB Number,Order ID,COD Amount",
      `${awbA.toLowerCase()},,447.00`,
      `,${byNumber.orderNumber},"447"`,
      `${awbC},,440.00`,
      `${awbD},,447.00`,
      "UNKNOWN1,,100.00",
    ].join("\n")
    expect((await api.post("/api/admin/payments/cod-remittance", form(csv), as(byAwb.token))).status).toBe(403)
    const preview = await api.post("/api/admin/payments/cod-remittance", form(csv), as(admin))
    expect(preview.status).toBe(200)
    expect(preview.data.rows).toBe(5)
    expect(preview.data.matched.map((m: { orderId: string }) => m.orderId)).toEqual([byAwb.id, byNumber.id])
    expect(preview.data.mismatches).toEqual([
      expect.objectContaining({ row: 7, orderNumber: wrongAmount.orderNumber, amount: 440, expected: 447, difference: -7 }),
    ])
    expect(preview.data.unmatched.map((u: { row: number; reason: string }) => [u.row, u.reason])).toEqual([
      [8, `Order ${notDelivered.orderNumber} is not marked delivered yet`],
      [9, "No shipped cash on delivery order has this AWB or order number"],
    ])
    // The preview changes nothing.
    expect((await orderView(byAwb.id)).paymentStatus).toBe("pending")

    const matches = preview.data.matched.map((m: { orderId: string; amount: number; awb: string }) => ({
      orderId: m.orderId,
      amount: m.amount,
      awb: m.awb,
    }))
    // A mismatch sent anyway (a hand-edited request) is refused, never applied.
    const body = { matches: [...matches, { orderId: wrongAmount.id, amount: 440 }] }
    const summary = async () => (await api.get("/api/admin/payments/summary", as(admin))).data
    const before = await summary()
    const confirmed = await api.post("/api/admin/payments/cod-remittance/confirm", body, as(admin))
    expect(confirmed.status).toBe(200)
    expect(confirmed.data.paid).toBe(2)
    expect(confirmed.data.results.find((r: { orderId: string }) => r.orderId === wrongAmount.id)).toMatchObject({ paid: false })
    for (const o of [byAwb, byNumber]) expect(await orderView(o.id)).toMatchObject({ orderStatus: "delivered", paymentStatus: "paid" })
    expect((await orderView(wrongAmount.id)).paymentStatus).toBe("pending")
    // The dashboard's "COD cash outstanding" drops by the two orders and their ₹894.
    const after = await summary()
    expect(before.codCashOutstanding - after.codCashOutstanding).toBe(2)
    expect(Math.round((before.codCashOutstandingAmount - after.codCashOutstandingAmount) * 100)).toBe(89400)

    // The same file confirmed twice marks nothing twice.
    const again = await api.post("/api/admin/payments/cod-remittance/confirm", { matches }, as(admin))
    expect([again.status, again.data.paid]).toEqual([200, 0])
    for (const o of [byAwb, byNumber]) expect(await captureCount(o.id)).toBe(1)
    // A second preview now says so.
    const later = await api.post("/api/admin/payments/cod-remittance", form(csv), as(admin))
    expect(later.data.matched).toEqual([])
    expect(later.data.unmatched.map((u: { reason: string }) => u.reason)).toContain(`Order ${byAwb.orderNumber} is already marked paid`)
  })

  it("refuses a file without the columns with a clear 400", async () => {
    const res = await api.post("/api/admin/payments/cod-remittance", form("Date,Narration\n1,2"), as(admin))
    expect(res.status).toBe(400)
    expect(res.data.message).toMatch(/No remittance columns/)
    const missing = await api.post("/api/admin/payments/cod-remittance", new FormData(), as(admin))
    expect(missing.status).toBe(400)
  })
}
