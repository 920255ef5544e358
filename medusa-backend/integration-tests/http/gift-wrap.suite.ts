import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addToCart, ADMIN, as, login, notifications, orderBody, placeOrder, seed, SHOPPER } from "../helpers/checkout"
import type { TestSuite } from "../helpers/runner"

/** The PDF's text as poppler's pdftotext reads it (poppler-utils; .ci/run installs it). */
function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `gift-wrap-it-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`)
  fs.writeFileSync(file, pdf)
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString()
  } finally {
    fs.unlinkSync(file)
  }
}

type CartTotals = { subtotal: number; shipping: number; discount: number; tax: number; total: number }

/**
 * Gift wrap (+₹49 per order, optional message of up to 200 characters):
 * POST /api/auth/orders with giftWrap/giftMessage, priced and taxed by Medusa
 * as a custom line item, carried on the order, the e-mail, the operator's
 * views and the invoice.
 */
export const giftWrapSuite: TestSuite = ({ api, getContainer }) => {
  let shopper: string
  let admin: string

  beforeAll(async () => {
    await seed(getContainer())
    shopper = await login(api, SHOPPER)
    admin = await login(api, ADMIN)
  })

  const cart = async () => (await api.get("/api/auth/cart", as(shopper))).data as { cart: unknown[]; totals: CartTotals }
  /** Velvet Oud (₹299) and three Chandan Pooja Agarbatti (₹99): ₹596 of goods, just under free delivery. */
  const fillCart = async () => {
    await addToCart(api, shopper, "P1", 1)
    const added = await addToCart(api, shopper, "S1", 3)
    const filled = await cart()
    // Every test starts from an empty cart (the one before ended in an order or left it as it was).
    expect([filled.totals.subtotal, added.totals?.subtotal]).toEqual([596, 596])
    return filled
  }
  const cartLineCount = async () => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "completed_at", "items.id"],
      filters: { customer_id: (await api.get("/api/auth/me", as(shopper))).data.user._id },
    })
    const open = data.find((c: { completed_at?: unknown }) => !c.completed_at)
    return (open?.items ?? []).length
  }

  it("prices the wrap on the server (+₹49, GST inside at 18%), keeps it out of the goods, free delivery and coupons, and carries the message", async () => {
    const before = await fillCart()
    expect(before.totals).toMatchObject({ subtotal: 596, shipping: 99, total: 695 })
    const message = "  Happy Diwali, Amma! 🪔 With love from Asha  "
    const res = await placeOrder(
      api,
      shopper,
      orderBody({ ...before.totals, total: before.totals.total + 49 }, { giftWrap: true, giftMessage: message })
    )
    expect(res.status).toBe(201)
    const order = res.data.order
    expect(order).toMatchObject({
      subtotal: 596,
      giftWrap: 49,
      giftMessage: "Happy Diwali, Amma! 🪔 With love from Asha",
      // ₹596 + ₹49 is over ₹599, but free delivery is for the goods: shipping stays ₹99.
      shipping: 99,
      discount: 0,
      total: 744,
    })
    // GST inside the wrap: 49 × 18 / 118 = ₹7.47 on top of the goods' and shipping's (Medusa rounds the order's sum once).
    expect(Math.round(Math.abs(order.tax - before.totals.tax - 7.47) * 100)).toBeLessThanOrEqual(1)
    // The wrap is a charge, not a product line.
    expect(order.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual(
      expect.arrayContaining([
        ["P1", 1],
        ["S1", 3],
      ])
    )
    expect(order.items).toHaveLength(2)

    // The same on the shopper's order list and the operator's dashboard list (its packing view reads these).
    const mine = (await api.get("/api/auth/orders", as(shopper))).data.orders.find((o: { id: string }) => o.id === order.id)
    expect(mine).toMatchObject({ giftWrap: 49, giftMessage: order.giftMessage, total: 744 })
    const operator = (await api.get("/api/admin/orders", as(admin))).data.orders.find((o: { id: string }) => o.id === order.id)
    expect(operator).toMatchObject({ giftWrap: 49, giftMessage: order.giftMessage })

    // The Medusa admin's order widget reads GET /api/admin/orders/{id}.
    const medusaAdmin = (await api.post("/auth/user/emailpass", ADMIN)).data.token
    const widget = await api.get(`/api/admin/orders/${order.id}`, as(medusaAdmin))
    expect(widget.data.order).toMatchObject({ giftWrap: 49, giftMessage: order.giftMessage })

    // The e-mail's data says so too.
    const mail = (await notifications(getContainer(), "order-placed")).find((m) => m.resource_id === order.id)
    expect(mail?.data).toMatchObject({ totals: expect.objectContaining({ giftWrap: 49, total: 744 }), giftMessage: order.giftMessage })
    // The cart is empty again: no wrap line left behind.
    expect(await cartLineCount()).toBe(0)
  })

  it("lists the wrap on the GST invoice with its SAC, taxable value and 18% tax", async () => {
    const before = await fillCart()
    const placed = await placeOrder(api, shopper, orderBody({ ...before.totals, total: before.totals.total + 49 }, { giftWrap: true }))
    expect(placed.status).toBe(201)
    expect(placed.data.order).toMatchObject({ giftWrap: 49, giftMessage: null })
    expect((await api.put(`/api/admin/orders/${placed.data.order.id}/confirm`, { note: "Paid" }, as(admin))).status).toBe(200)
    const pdf = await api.get(`/api/auth/orders/${placed.data.order.id}/invoice`, { ...as(shopper), responseType: "arraybuffer" })
    expect(pdf.status).toBe(200)
    const text = pdfText(Buffer.from(pdf.data))
    // To Pune (Maharashtra), another state than the store's: IGST. 49 / 1.18 = 41.53 taxable, 7.47 tax.
    expect(text).toMatch(/Gift wrap\s+998540\s+1\s+₹41\.53\s+18%\s+₹7\.47\s+₹49\.00/)
    expect(text).toContain("Invoice total: ₹744.00")
  })

  it("refuses a bad gift wrap with the field's message and changes nothing", async () => {
    const before = await fillCart()
    const lines = await cartLineCount()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ giftWrap: "yes" }, "giftWrap must be true or false", "giftWrap"],
      [{ giftWrap: true, giftMessage: "x".repeat(201) }, "Gift message must be at most 200 characters", "giftMessage"],
      [{ giftWrap: true, giftMessage: { text: "hi" } }, "Gift message must be text", "giftMessage"],
    ]
    for (const [extra, msg, path] of cases) {
      const res = await placeOrder(api, shopper, orderBody({ ...before.totals, total: before.totals.total + 49 }, extra))
      expect([res.status, res.data.message, res.data.errors]).toEqual([400, msg, [{ msg, path }]])
    }
    expect(await cartLineCount()).toBe(lines)
    expect((await cart()).totals).toEqual(before.totals)
  })

  it("answers 409 with the wrapped totals when the client forgot the ₹49, and leaves no wrap in the cart", async () => {
    const before = await fillCart()
    const lines = await cartLineCount()
    const res = await placeOrder(api, shopper, orderBody(before.totals, { giftWrap: true, giftMessage: "Hi" }))
    expect([res.status, res.data.message]).toEqual([
      409,
      "Your order total has changed. Please review the updated totals and place the order again.",
    ])
    expect(res.data.totals).toMatchObject({ subtotal: before.totals.subtotal, giftWrap: 49, total: before.totals.total + 49 })
    expect(await cartLineCount()).toBe(lines)
    expect((await cart()).totals).toEqual(before.totals)

    // Without the wrap the same cart is placed at its own total, with giftWrap 0.
    const plain = await placeOrder(api, shopper, orderBody(before.totals, { giftWrap: false, giftMessage: "ignored" }))
    expect(plain.status).toBe(201)
    expect(plain.data.order).toMatchObject({ giftWrap: 0, giftMessage: null, total: before.totals.total })
  })
}
