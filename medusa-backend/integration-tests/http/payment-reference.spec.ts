import { integrationTestRunner } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { addToCart, ADMIN, as, cartTotals, login, newCustomer, orderBody, placeOrder, seed, SHOPPER } from "../helpers/checkout"

jest.setTimeout(300 * 1000)

const FORMAT =
  "Please enter the 12-digit UPI reference (UTR) or the bank transfer reference (16 or 22 letters and digits, e.g. SBIN424242424242)"

integrationTestRunner({
  from: "seeded",
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedResult
    let shopper: string
    let admin: string
    let ravi: { id: string; token: string }

    beforeAll(async () => {
      seeded = await seed(getContainer())
      shopper = await login(api, SHOPPER)
      admin = await login(api, ADMIN)
      ravi = await newCustomer(api, seeded, "ravi.ref@example.com", "Ravi")
    })

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
  },
})
