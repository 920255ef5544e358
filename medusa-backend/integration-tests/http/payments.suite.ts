import type { TestSuite } from "../helpers/runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
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
  seed,
  SHOPPER,
} from "../helpers/checkout"

const FORMAT =
  "Please enter the 12-digit UPI reference (UTR) or the bank transfer reference (16 or 22 letters and digits, e.g. SBIN424242424242)"

type Placed = { id: string; orderNumber: string; total: number }

const form = (content: string | Buffer, name = "statement.csv") => {
  const data = new FormData()
  data.append("statement", new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type: "text/csv" }), name)
  return data
}

/** Payments recorded by hand: the shopper's transfer reference (UTR), the operator's bank statement reconciliation. */
export const paymentsSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let admin: string
  let shopper: string
  let ravi: { id: string; token: string }

  beforeAll(async () => {
    seeded = await seed(getContainer())
    admin = await login(api, ADMIN)
    shopper = await login(api, SHOPPER)
    ravi = await newCustomer(api, seeded, "ravi.ref@example.com", "Ravi")
  })

  describe("the shopper's payment reference", () => {
    async function order(token = shopper) {
      await addToCart(api, token, "P1", 1)
      const res = await placeOrder(api, token, orderBody(await cartTotals(api, token)))
      if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
      return res.data.order as { id: string; orderNumber: string }
    }
    const submit = (id: string, reference: unknown, token = shopper) =>
      api.post(`/api/auth/orders/${id}/payment-reference`, { reference }, as(token))
    const adminOrder = async (id: string) =>
      (await api.get("/api/admin/orders", as(admin))).data.orders.find((o: { id: string }) => o.id === id)

    it("stores a UTR on the pending order's metadata, shows it to shopper and operator, and lets the shopper correct it", async () => {
      const placed = await order()
      const res = await submit(placed.id, " 4123 4567 8901 ")
      expect(res.status).toBe(200)
      expect(res.data.order).toMatchObject({ orderStatus: "pending", paymentStatus: "pending", paymentReference: "412345678901" })
      expect(res.data.order.paymentReferenceAt).toEqual(expect.any(String))

      // Kept on Medusa's order, not in a table of ours.
      const [stored] = await getContainer()
        .resolve("order")
        .listOrders({ id: placed.id }, { select: ["id", "metadata"] })
      expect(stored.metadata).toMatchObject({ payment_reference: "412345678901" })

      const mine = (await api.get("/api/auth/orders", as(shopper))).data.orders.find((o: { id: string }) => o.id === placed.id)
      expect(mine.paymentReference).toBe("412345678901")
      expect((await adminOrder(placed.id)).paymentReference).toBe("412345678901")

      // One reference per order: a second one replaces the first (by order number too), bank format accepted.
      const changed = await submit(placed.orderNumber, "sbin-4242 4242 4242")
      expect(changed.status).toBe(200)
      expect(changed.data.order.paymentReference).toBe("SBIN424242424242")
      expect((await adminOrder(placed.id)).paymentReference).toBe("SBIN424242424242")
    })

    it("refuses malformed references with 400 in the spec's error shape and changes nothing", async () => {
      const placed = await order()
      for (const bad of ["12345", "41234567890a", "ABCD1234", "4123456789012", "", 412345678901, null]) {
        const res = await submit(placed.id, bad)
        expect(res.status).toBe(400)
        expect(res.data.errors?.[0]?.path).toBe("reference")
        expect(typeof res.data.message).toBe("string")
      }
      expect((await submit(placed.id, "12345")).data).toEqual({ message: FORMAT, errors: [{ msg: FORMAT, path: "reference" }] })
      expect((await adminOrder(placed.id)).paymentReference).toBeNull()
    })

    it("is 404 on another customer's order, 401 anonymous, 409 once paid or cancelled", async () => {
      const placed = await order()
      expect([
        (await submit(placed.id, "412345678901", ravi.token)).status,
        (await submit("order_missing", "412345678901")).status,
      ]).toEqual([404, 404])
      expect((await api.post(`/api/auth/orders/${placed.id}/payment-reference`, { reference: "412345678901" }, as())).status).toBe(401)
      expect((await adminOrder(placed.id)).paymentReference).toBeNull()

      await submit(placed.id, "412345678901")
      expect((await api.put(`/api/admin/orders/${placed.id}/confirm`, {}, as(admin))).status).toBe(200)
      const paid = await submit(placed.id, "999999999999")
      expect([paid.status, paid.data.message]).toEqual([409, "This order is already paid; its payment reference can no longer change"])
      expect((await adminOrder(placed.id)).paymentReference).toBe("412345678901")

      const other = await order()
      expect((await api.put(`/api/auth/orders/${other.id}/cancel`, {}, as(shopper))).status).toBe(200)
      const cancelled = await submit(other.id, "412345678901")
      expect([cancelled.status, cancelled.data.message]).toEqual([409, "This order is cancelled; no payment reference can be added"])
    })

    it("GET /api/auth/orders/{id}/payment gives the instructions again (UPI link, 2 decimals, tr = order number) until paid or cancelled", async () => {
      const placed = await order()
      const res = await api.get(`/api/auth/orders/${placed.orderNumber}/payment`, as(shopper))
      expect(res.status).toBe(200)
      expect(res.data.payment).toMatchObject({ method: "qr-code", amount: 398, upiId: "sugandh@upi" })
      const upi = new URL(res.data.payment.upiUri.replace("upi://", "https://upi.example/"))
      expect(Object.fromEntries(upi.searchParams)).toEqual({
        pa: "sugandh@upi",
        pn: "Sugandh",
        am: "398.00",
        cu: "INR",
        tn: placed.orderNumber,
        tr: placed.orderNumber,
      })
      expect(res.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\//)
      expect((await api.get(`/api/auth/orders/${placed.id}/payment`, as(ravi.token))).status).toBe(404)
      expect((await api.get(`/api/auth/orders/${placed.id}/payment`, as())).status).toBe(401)

      expect((await api.put(`/api/admin/orders/${placed.id}/confirm`, {}, as(admin))).status).toBe(200)
      const paid = await api.get(`/api/auth/orders/${placed.id}/payment`, as(shopper))
      expect([paid.status, paid.data.message]).toEqual([409, "This order is already paid"])
      const other = await order()
      await api.put(`/api/auth/orders/${other.id}/cancel`, {}, as(shopper))
      const cancelled = await api.get(`/api/auth/orders/${other.id}/payment`, as(shopper))
      expect([cancelled.status, cancelled.data.message]).toEqual([409, "This order is cancelled"])
    })
  })

  describe("reconciling a bank statement", () => {
    let n = 0

    async function order(catalogueId = "P1"): Promise<Placed & { token: string }> {
      const customer = await newCustomer(api, seeded, `recon${++n}@example.com`)
      await addToCart(api, customer.token, catalogueId, 1)
      const res = await placeOrder(api, customer.token, orderBody(await cartTotals(api, customer.token)))
      if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
      return { ...(res.data.order as Placed), token: customer.token }
    }
    const upload = (content: string | Buffer, token = admin, name?: string) =>
      api.post("/api/admin/payments/reconcile", form(content, name), as(token))
    const confirm = (matches: unknown[], token = admin) => api.post("/api/admin/payments/reconcile/confirm", { matches }, as(token))
    const statusOf = async (id: string) =>
      (await api.get("/api/admin/orders", as(admin))).data.orders.find((o: { id: string }) => o.id === id)
    async function captures(orderId: string): Promise<number> {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["payment_collections.payments.captures.id"], filters: { id: orderId } })
      return (data[0].payment_collections ?? []).flatMap((pc: any) => pc.payments ?? []).flatMap((p: any) => p.captures ?? []).length
    }

    it("previews matched, wrong-amount, duplicate and unknown credits and orders without credit; confirming twice confirms once", async () => {
      const byReference = await order("P1")
      const byNumber = await order("S1")
      const wrongAmount = await order("P2")
      const noCredit = await order("A3")
      expect(
        (await api.post(`/api/auth/orders/${byReference.id}/payment-reference`, { reference: "412345678901" }, as(byReference.token)))
          .status
      ).toBe(200)

      const summary = (await api.get("/api/admin/payments/summary", as(admin))).data
      expect(summary).toMatchObject({ awaitingPayment: 3, paymentSubmitted: 1 })
      expect(summary.oldestAwaitingPaymentAt).toEqual(expect.any(String))
      expect(summary.oldestPaymentSubmittedAt).toEqual(expect.any(String))

      const statement = [
        "Account Number :,00000012345",
        "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
        `01 Nov 2026,01 Nov 2026,UPI/412345678901/ASHA/okaxis,412345678901,,${byReference.total.toFixed(2)},1000`,
        `01 Nov 2026,01 Nov 2026,NEFT-SBIN424242424242-RAVI ${byNumber.orderNumber},SBIN424242424242,,"${byNumber.total.toFixed(2)}",2000`,
        `02 Nov 2026,02 Nov 2026,UPI payment ${wrongAmount.orderNumber},,,${(wrongAmount.total - 1).toFixed(2)},3000`,
        `02 Nov 2026,02 Nov 2026,UPI/412345678901/ASHA/okaxis,412345678901,,${byReference.total.toFixed(2)},4000`,
        "03 Nov 2026,03 Nov 2026,SALARY NOVEMBER,999999999999,,10000.00,14000",
        "03 Nov 2026,03 Nov 2026,ATM WDL,,500.00,,13500",
      ].join("\n")
      const res = await upload(statement)
      expect(res.status).toBe(200)
      const p = res.data
      expect(p.matched.map((m: any) => [m.order.orderNumber, m.matchedBy, m.credit.row])).toEqual([
        [byReference.orderNumber, "reference", 3],
        [byNumber.orderNumber, "order-number", 4],
      ])
      expect(p.amountMismatches.map((m: any) => [m.order.orderNumber, m.difference])).toEqual([[wrongAmount.orderNumber, -1]])
      expect(p.unmatchedCredits.map((u: any) => [u.credit.row, u.reason])).toEqual([
        [6, `Order ${byReference.orderNumber} is already matched by an earlier credit in this statement`],
        [7, "No pending order has this reference or order number"],
      ])
      expect(p.ordersWithoutCredit.map((o: any) => o.orderNumber)).toEqual([noCredit.orderNumber])
      // A preview confirms nothing.
      expect((await statusOf(byReference.id)).orderStatus).toBe("pending")

      // The operator's click, submitted twice at once and once more: each order captured once, e-mailed once.
      const chosen = [
        { orderId: byReference.id, reference: "412345678901", date: "01 Nov 2026" },
        { orderId: byNumber.id, reference: "SBIN424242424242" },
      ]
      const [first, second] = await Promise.all([confirm(chosen), confirm(chosen)])
      expect([first.status, second.status]).toEqual([200, 200])
      expect(first.data.confirmed + second.data.confirmed).toBe(2)
      const again = await confirm(chosen)
      expect(again.data.confirmed).toBe(0)
      expect(again.data.results.map((r: any) => r.message)).toEqual([
        "Only pending orders can be confirmed",
        "Only pending orders can be confirmed",
      ])
      for (const o of [byReference, byNumber]) {
        expect(await statusOf(o.id)).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" })
        expect(await captures(o.id)).toBe(1)
      }
      const mails = await notifications(getContainer(), "order-confirmed", 2)
      expect(mails.filter((m) => m.resource_id === byReference.id)).toHaveLength(1)
      expect(mails.filter((m) => m.resource_id === byNumber.id)).toHaveLength(1)
      expect((await statusOf(wrongAmount.id)).orderStatus).toBe("pending")

      const after = (await api.get("/api/admin/payments/summary", as(admin))).data
      expect(after).toMatchObject({ awaitingPayment: 2, paymentSubmitted: 0, oldestPaymentSubmittedAt: null })
    })

    it("answers bad files with a 400 naming the problem (and the row), refuses non-admins, confirms nothing", async () => {
      const placed = await order("P1")
      const bad = async (content: string | Buffer, pattern: RegExp) => {
        const res = await upload(content)
        expect(res.status).toBe(400)
        expect(res.data.message).toMatch(pattern)
        expect(res.data.errors[0]).toEqual({ msg: res.data.message, path: expect.stringMatching(/^statement/) })
      }
      await bad(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08]), /must be a CSV file/)
      await bad("Name,City\nAsha,Pune", /No statement columns were recognised/)
      await bad(`Date,Narration,Credit\n01/11/26,${placed.orderNumber},abc`, /^Row 2: the credit amount "abc" is not a number$/)
      await bad(`Date,Narration,Credit\n01/11/26,ok,1\n01/11/26,"${placed.orderNumber},398`, /^Row 3: the CSV could not be read/)
      await bad(Buffer.alloc(2 * 1024 * 1024 + 10, "a"), /^The statement file must be 2 MB or smaller$/)
      const missing = await api.post("/api/admin/payments/reconcile", new FormData(), as(admin))
      expect([missing.status, missing.data.message]).toEqual([400, 'Choose the statement CSV file to upload (form field "statement")'])

      expect((await upload("Date,Narration,Credit", shopper)).status).toBe(403)
      expect((await api.post("/api/admin/payments/reconcile", form("x"), as())).status).toBe(401)
      expect((await confirm([{ orderId: placed.id }], shopper)).status).toBe(403)
      expect((await api.get("/api/admin/payments/summary", as(shopper))).status).toBe(403)
      const empty = await confirm([])
      expect([empty.status, empty.data.message]).toEqual([400, "Choose at least one match to confirm"])
      expect((await statusOf(placed.id)).orderStatus).toBe("pending")
    })
  })
}
