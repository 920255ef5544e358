import type { TestSuite } from "../helpers/runner"
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios"
import { runSeed, type SeedResult } from "../../src/scripts/seed"

const noThrow: AxiosRequestConfig = { validateStatus: () => true }
const bearer = (token: string): AxiosRequestConfig => ({ ...noThrow, headers: { authorization: `Bearer ${token}` } })

type Db = { raw: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }> }

/** What the store shows for a product through Medusa's own Store API: price, Medusa ids, stock. */
type StoreProduct = { id: string; variantId: string; title: string; price: number; stock: number }

async function storeProduct(api: AxiosInstance, seeded: SeedResult, catalogueId: string): Promise<StoreProduct> {
  const { data } = await api.get(
    `/store/products?handle=${catalogueId.toLowerCase()}&region_id=${seeded.regionId}` +
      `&fields=id,title,*variants.calculated_price,+variants.inventory_quantity`,
    { headers: { "x-publishable-api-key": seeded.publishableKey } }
  )
  const p = data.products[0]
  return {
    id: p.id,
    variantId: p.variants[0].id,
    title: p.title,
    price: Number(p.variants[0].calculated_price.calculated_amount),
    stock: Number(p.variants[0].inventory_quantity),
  }
}

/** A customer the way Medusa's own auth makes one; returns a fresh login token and a way to log in again. */
async function customer(api: AxiosInstance, seeded: SeedResult, email: string) {
  const password = "secret123"
  const reg = await api.post("/auth/customer/emailpass/register", { email, password })
  const created = await api.post(
    "/store/customers",
    { email, first_name: "Cart", last_name: "Tester" },
    { headers: { authorization: `Bearer ${reg.data.token}`, "x-publishable-api-key": seeded.publishableKey } }
  )
  const login = async () => (await api.post("/auth/customer/emailpass", { email, password })).data.token as string
  return { id: created.data.customer.id as string, token: await login(), login }
}

async function count(db: Db, sql: string): Promise<number> {
  const { rows } = await db.raw(sql)
  return Number(rows[0].n)
}

/** Rows a cart call could touch: live carts, line items (with their quantities and prices) and shipping methods. */
async function cartFootprint(db: Db) {
  const { rows } = await db.raw(
    "select coalesce(string_agg(id || ':' || quantity || ':' || unit_price::text, ',' order by id), '') as lines " +
      "from cart_line_item where deleted_at is null"
  )
  return {
    carts: await count(db, "select count(*)::int as n from cart where deleted_at is null"),
    lines: String(rows[0].lines),
    shippingMethods: await count(db, "select count(*)::int as n from cart_shipping_method where deleted_at is null"),
  }
}

const FREE_SHIPPING_FROM = 599
const SHIPPING = 99

export const cartSuite: TestSuite = ({ api, getContainer, dbConnection }) => {
  let seeded: SeedResult
  let p1: StoreProduct
  let p2: StoreProduct
  const db = dbConnection as unknown as Db

  beforeAll(async () => {
    seeded = await runSeed(getContainer(), { ...process.env })
    p1 = await storeProduct(api, seeded, "P1")
    p2 = await storeProduct(api, seeded, "P2")
  })

  const getCart = (token: string) => api.get("/api/auth/cart", bearer(token))
  const add = (token: string, body: unknown) => api.post("/api/auth/cart", body, bearer(token))
  const put = (token: string, id: string, body: unknown) => api.put(`/api/auth/cart/${id}`, body, bearer(token))
  const remove = (token: string, id: string) => api.delete(`/api/auth/cart/${id}`, bearer(token))
  const clear = (token: string) => api.delete("/api/auth/cart", bearer(token))

  function expectTotals(res: AxiosResponse, subtotal: number, itemCount: number) {
    const shipping = itemCount === 0 ? 0 : subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING
    const total = subtotal + shipping
    const { tax, ...rest } = res.data.totals
    expect(rest).toEqual({ subtotal, shipping, codFee: 0, discount: 0, total, itemCount })
    // The GST inside the price: these carts hold perfumes only, and shipping follows at 18% too (within a paisa of rounding per line).
    expect(Math.abs(tax - Math.round((total * 18 * 100) / 118) / 100)).toBeLessThanOrEqual(0.01)
  }

  describe("auth", () => {
    it("answers 401 in the /api shape without a token or with a bad one, on every call", async () => {
      const calls = [
        api.get("/api/auth/cart", noThrow),
        api.post("/api/auth/cart", { productId: "P1" }, noThrow),
        api.put("/api/auth/cart/P1", { quantity: 1 }, noThrow),
        api.delete("/api/auth/cart/P1", noThrow),
        api.delete("/api/auth/cart", noThrow),
        api.get("/api/auth/cart", bearer("not-a-jwt")),
      ]
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401)
        expect(res.data).toEqual({ message: "Please login to continue" })
      }
      expect(await count(db, "select count(*)::int as n from cart")).toBe(0)
    })
  })

  describe("GET /api/auth/cart", () => {
    it("answers an empty cart with zero totals and creates nothing", async () => {
      const c = await customer(api, seeded, "empty@example.com")
      const res = await getCart(c.token)
      expect(res.status).toBe(200)
      expect(res.data).toEqual({ cart: [], totals: { subtotal: 0, shipping: 0, codFee: 0, discount: 0, total: 0, tax: 0, itemCount: 0 } })
      expect(await count(db, "select count(*)::int as n from cart")).toBe(0)
    })
  })

  describe("POST /api/auth/cart", () => {
    it("adds at Medusa's price and ignores a forged price, name, category and image", async () => {
      const c = await customer(api, seeded, "forger@example.com")
      const res = await add(c.token, {
        productId: "P1",
        name: "Forged name",
        category: "forged",
        price: 1,
        image: "https://evil.example/x.png",
        quantity: 1,
      })
      expect(res.status).toBe(200)
      expect(res.data.message).toBe(`${p1.title} added to cart!`)
      expect(res.data.cart).toEqual([
        { productId: "P1", name: p1.title, category: "perfumes", price: p1.price, quantity: 1, image: expect.any(String) },
      ])
      expect(res.data.cart[0].image).not.toContain("evil")
      expectTotals(res, p1.price, 1)

      // The Medusa cart behind it: our customer, region, sales channel, address country, Medusa's unit price.
      const { rows } = await db.raw(
        "select c.customer_id, c.email, c.region_id, c.sales_channel_id, a.country_code, li.unit_price::text as unit_price " +
          "from cart c join cart_address a on a.id = c.shipping_address_id join cart_line_item li on li.cart_id = c.id"
      )
      expect(rows).toEqual([
        {
          customer_id: c.id,
          email: "forger@example.com",
          region_id: seeded.regionId,
          sales_channel_id: seeded.salesChannelId,
          country_code: "in",
          unit_price: String(p1.price),
        },
      ])
    })

    it("raises the quantity of a product already in the cart, whichever id names it", async () => {
      const c = await customer(api, seeded, "repeat@example.com")
      expect((await add(c.token, { productId: "P1" })).status).toBe(200)
      expect((await add(c.token, { productId: "p1", quantity: 2 })).status).toBe(200)
      const res = await add(c.token, { productId: p1.id, quantity: 1 })
      expect(res.status).toBe(200)
      expect(res.data.cart).toHaveLength(1)
      expect(res.data.cart[0]).toMatchObject({ productId: "P1", quantity: 4 })
      expect(await count(db, "select count(*)::int as n from cart_line_item where deleted_at is null")).toBe(1)
      expect(await count(db, "select count(*)::int as n from cart")).toBe(1)
    })

    it("appends other products in the order they were added", async () => {
      const c = await customer(api, seeded, "two@example.com")
      await add(c.token, { productId: "P2" })
      const res = await add(c.token, { productId: "A1", quantity: 2 })
      expect(res.data.cart.map((i: { productId: string }) => i.productId)).toEqual(["P2", "A1"])
      expect(res.data.cart[1].category).toBe("attars")
      const a1 = await storeProduct(api, seeded, "A1")
      expectTotals(res, p2.price + 2 * a1.price, 3)
    })

    it("answers the spec's errors: missing id, unknown product, bad quantity", async () => {
      const c = await customer(api, seeded, "errors@example.com")
      const missing = await add(c.token, { name: "Velvet Oud", price: 299 })
      expect(missing.status).toBe(400)
      expect(missing.data).toEqual({
        message: "Product ID is missing",
        errors: [{ msg: "Product ID is missing", path: "productId" }],
      })

      const unknown = await add(c.token, { productId: "P999" })
      expect(unknown.status).toBe(404)
      expect(unknown.data).toEqual({ message: "Product not found" })

      for (const quantity of [0, -1, 1.5, "2", null, true]) {
        const res = await add(c.token, { productId: "P1", quantity })
        expect(res.status).toBe(400)
        expect(res.data.message).toBe("Quantity must be a positive whole number")
        expect(res.data.errors).toEqual([{ msg: "Quantity must be a positive whole number", path: "quantity" }])
      }
      expect(await count(db, "select count(*)::int as n from cart")).toBe(0)
    })

    it("refuses more than the stock with 409 and the quantity still available", async () => {
      const c = await customer(api, seeded, "stock@example.com")
      expect(p2.stock).toBeGreaterThan(2)

      const tooMany = await add(c.token, { productId: "P2", quantity: p2.stock + 1 })
      expect(tooMany.status).toBe(409)
      expect(tooMany.data).toEqual({ message: `Only ${p2.stock} left in stock`, available: p2.stock })
      expect(await count(db, "select count(*)::int as n from cart_line_item where deleted_at is null")).toBe(0)

      // The whole stock fits; one more (line total stock + 1) does not, and the line stays as it was.
      expect((await add(c.token, { productId: "P2", quantity: p2.stock })).status).toBe(200)
      const more = await add(c.token, { productId: "P2", quantity: 1 })
      expect(more.status).toBe(409)
      expect(more.data.available).toBe(p2.stock)
      const raise = await put(c.token, "P2", { quantity: p2.stock + 1 })
      expect(raise.status).toBe(409)
      expect(raise.data).toEqual({ message: `Only ${p2.stock} left in stock`, available: p2.stock })
      expect((await getCart(c.token)).data.cart[0].quantity).toBe(p2.stock)
    })

    it("makes one cart when a customer's first adds arrive together", async () => {
      const c = await customer(api, seeded, "burst@example.com")
      const results = await Promise.all([1, 2, 3].map(() => add(c.token, { productId: "P1" })))
      expect(results.map((r) => r.status)).toEqual([200, 200, 200])
      expect(await count(db, "select count(*)::int as n from cart")).toBe(1)
      expect((await getCart(c.token)).data.cart[0].quantity).toBe(3)
    })
  })

  describe("shipping", () => {
    it("is 99 below 599 and free from 599, re-priced by Medusa both ways", async () => {
      const c = await customer(api, seeded, "ship@example.com")
      const freeQty = Math.ceil(FREE_SHIPPING_FROM / p1.price)

      let res = await add(c.token, { productId: "P1", quantity: freeQty - 1 })
      expect(p1.price * (freeQty - 1)).toBeLessThan(FREE_SHIPPING_FROM)
      expect(res.data.totals.shipping).toBe(SHIPPING)
      expectTotals(res, p1.price * (freeQty - 1), freeQty - 1)

      res = await add(c.token, { productId: "P1", quantity: 1 })
      expect(res.data.totals.shipping).toBe(0)
      expectTotals(res, p1.price * freeQty, freeQty)

      res = await put(c.token, "P1", { quantity: freeQty - 1 })
      expect(res.data.totals.shipping).toBe(SHIPPING)

      res = await put(c.token, "P1", { quantity: freeQty + 1 })
      expect(res.data.totals.shipping).toBe(0)

      // Removing the last item drops the shipping method: an empty cart costs nothing.
      res = await remove(c.token, "P1")
      expectTotals(res, 0, 0)
      expect(await count(db, "select count(*)::int as n from cart_shipping_method where deleted_at is null")).toBe(0)

      // ... and the next add brings it back at the right price.
      res = await add(c.token, { productId: "P1", quantity: 1 })
      expectTotals(res, p1.price, 1)
      expect(await count(db, "select count(*)::int as n from cart_shipping_method where deleted_at is null")).toBe(1)
    })
  })

  describe("PUT /api/auth/cart/{productId}", () => {
    it("sets the quantity, by spec id or Medusa id", async () => {
      const c = await customer(api, seeded, "put@example.com")
      await add(c.token, { productId: "P1" })
      let res = await put(c.token, "P1", { quantity: 2, price: 1 })
      expect(res.status).toBe(200)
      expect(res.data.cart).toEqual([expect.objectContaining({ productId: "P1", quantity: 2, price: p1.price })])
      res = await put(c.token, p1.id, { quantity: 1 })
      expect(res.data.cart[0].quantity).toBe(1)
    })

    it("removes the item at quantity 0 or less", async () => {
      const c = await customer(api, seeded, "zero@example.com")
      await add(c.token, { productId: "P1" })
      await add(c.token, { productId: "P2" })
      let res = await put(c.token, "P1", { quantity: 0 })
      expect(res.status).toBe(200)
      expect(res.data.message).toBe("Item removed from cart")
      expect(res.data.cart.map((i: { productId: string }) => i.productId)).toEqual(["P2"])
      res = await put(c.token, "P2", { quantity: -3 })
      expect(res.status).toBe(200)
      expectTotals(res, 0, 0)
    })

    it("answers 404 for a product not in the cart or not in the catalogue, 400 for a bad quantity", async () => {
      const c = await customer(api, seeded, "put404@example.com")
      await add(c.token, { productId: "P1" })
      expect((await put(c.token, "P2", { quantity: 1 })).data).toEqual({ message: "Item not found in cart" })
      expect((await put(c.token, "P2", { quantity: 1 })).status).toBe(404)
      const unknown = await put(c.token, "NOPE", { quantity: 1 })
      expect(unknown.status).toBe(404)
      expect(unknown.data).toEqual({ message: "Product not found" })

      const missing = await put(c.token, "P1", {})
      expect(missing.status).toBe(400)
      expect(missing.data.message).toBe("Quantity is required")
      for (const quantity of [1.5, "2", true, [1]]) {
        const res = await put(c.token, "P1", { quantity })
        expect(res.status).toBe(400)
        expect(res.data.message).toBe("Quantity must be a whole number")
      }
    })
  })

  describe("DELETE /api/auth/cart/{productId} and DELETE /api/auth/cart", () => {
    it("removes one item, then clears the rest", async () => {
      const c = await customer(api, seeded, "del@example.com")
      await add(c.token, { productId: "P1" })
      await add(c.token, { productId: "P2", quantity: 2 })
      let res = await remove(c.token, "p1")
      expect(res.status).toBe(200)
      expect(res.data.message).toBe("Item removed from cart")
      expect(res.data.cart).toEqual([expect.objectContaining({ productId: "P2", quantity: 2 })])
      expectTotals(res, 2 * p2.price, 2)

      expect((await remove(c.token, "P1")).status).toBe(404)
      expect((await remove(c.token, "P1")).data).toEqual({ message: "Item not found in cart" })

      res = await clear(c.token)
      expect(res.status).toBe(200)
      expect(res.data).toEqual({
        message: "Cart cleared",
        ...{ cart: [], totals: { subtotal: 0, shipping: 0, codFee: 0, discount: 0, total: 0, tax: 0, itemCount: 0 } },
      })
      // Clearing an empty cart, or having none at all, is fine too.
      expect((await clear(c.token)).status).toBe(200)
      const fresh = await customer(api, seeded, "nocart@example.com")
      expect((await clear(fresh.token)).data.cart).toEqual([])
    })
  })

  describe("one cart per customer", () => {
    it("survives signing out and in, and a second device sees the same cart", async () => {
      const c = await customer(api, seeded, "devices@example.com")
      await add(c.token, { productId: "P1", quantity: 2 })

      const laterToken = await c.login() // signed out (token dropped), signed in again
      const phoneToken = await c.login() // a second device
      const later = await getCart(laterToken)
      const phone = await getCart(phoneToken)
      expect(later.data.cart).toEqual([expect.objectContaining({ productId: "P1", quantity: 2 })])
      expect(phone.data).toEqual(later.data)

      // A change on one device shows on the other.
      await add(phoneToken, { productId: "P2" })
      expect((await getCart(laterToken)).data.cart.map((i: { productId: string }) => i.productId)).toEqual(["P1", "P2"])
      expect(await count(db, "select count(*)::int as n from cart")).toBe(1)
    })

    it("never lets one customer read or change another's cart", async () => {
      const a = await customer(api, seeded, "alice@example.com")
      const b = await customer(api, seeded, "bob@example.com")
      await add(a.token, { productId: "P1", quantity: 2 })
      const before = await cartFootprint(db)

      expect((await getCart(b.token)).data.cart).toEqual([])
      expect((await put(b.token, "P1", { quantity: 5 })).status).toBe(404)
      expect((await put(b.token, p1.id, { quantity: 0 })).status).toBe(404)
      expect((await remove(b.token, "P1")).status).toBe(404)
      expect((await clear(b.token)).status).toBe(200)
      expect(await cartFootprint(db)).toEqual(before)

      // B's own add makes B's own cart; A's is untouched.
      await add(b.token, { productId: "P2" })
      expect((await getCart(a.token)).data.cart).toEqual([expect.objectContaining({ productId: "P1", quantity: 2 })])
      expect((await getCart(b.token)).data.cart).toEqual([expect.objectContaining({ productId: "P2", quantity: 1 })])
    })
  })

  describe("bad input", () => {
    const big = JSON.stringify({ productId: "P1", quantity: 1, name: "x".repeat(12 * 1024) })
    const json = { "content-type": "application/json" }
    type Case = [method: "post" | "put" | "delete", path: string, body: string | undefined, status: number]
    const cases: Case[] = [
      ["post", "/api/auth/cart", '{"productId":', 400],
      ["post", "/api/auth/cart", "[]", 400],
      ["post", "/api/auth/cart", '"P1"', 400],
      ["post", "/api/auth/cart", "null", 400],
      ["post", "/api/auth/cart", "{}", 400],
      ["post", "/api/auth/cart", '{"productId":5}', 400],
      ["post", "/api/auth/cart", '{"productId":""}', 400],
      ["post", "/api/auth/cart", '{"productId":"   "}', 400],
      ["post", "/api/auth/cart", '{"productId":null}', 400],
      ["post", "/api/auth/cart", '{"productId":["P1"]}', 400],
      ["post", "/api/auth/cart", '{"productId":{"$ne":null}}', 400],
      ["post", "/api/auth/cart", `{"productId":"${"P".repeat(101)}"}`, 400],
      ["post", "/api/auth/cart", '{"productId":"P1","quantity":0}', 400],
      ["post", "/api/auth/cart", '{"productId":"P1","quantity":-2}', 400],
      ["post", "/api/auth/cart", '{"productId":"P1","quantity":2.5}', 400],
      ["post", "/api/auth/cart", '{"productId":"P1","quantity":"1"}', 400],
      ["post", "/api/auth/cart", '{"productId":"P1","quantity":1e9}', 400],
      ["post", "/api/auth/cart", '{"productId":"NOPE"}', 404],
      ["post", "/api/auth/cart", big, 413],
      ["put", "/api/auth/cart/P1", '{"quantity":', 400],
      ["put", "/api/auth/cart/P1", "{}", 400],
      ["put", "/api/auth/cart/P1", "[]", 400],
      ["put", "/api/auth/cart/P1", '{"quantity":"3"}', 400],
      ["put", "/api/auth/cart/P1", '{"quantity":1.25}', 400],
      ["put", "/api/auth/cart/P1", '{"quantity":null}', 400],
      ["put", "/api/auth/cart/P1", '{"quantity":100000}', 400],
      ["put", "/api/auth/cart/P1", big, 413],
      ["put", "/api/auth/cart/NOPE", '{"quantity":1}', 404],
      ["put", "/api/auth/cart/P2", '{"quantity":1}', 404],
      ["delete", "/api/auth/cart/P1", '{"oops":', 400],
      ["delete", "/api/auth/cart/NOPE", undefined, 404],
      ["delete", "/api/auth/cart/P2", undefined, 404],
      ["delete", "/api/auth/cart", '{"oops":', 400],
      ["delete", "/api/auth/cart", big, 413],
    ]

    it("answers every malformed, mistyped, missing or oversized body with a 4xx and changes nothing", async () => {
      const c = await customer(api, seeded, "fuzz@example.com")
      await add(c.token, { productId: "P1", quantity: 2 })
      const before = await cartFootprint(db)

      const failures: string[] = []
      for (const [method, path, body, status] of cases) {
        const res = await api.request({
          method,
          url: path,
          data: body,
          headers: { ...json, authorization: `Bearer ${c.token}` },
          transformRequest: [(d: unknown) => d],
          validateStatus: () => true,
        })
        const label = `${method.toUpperCase()} ${path} ${String(body).slice(0, 40)}`
        if (res.status !== status) failures.push(`${label}: ${res.status} ${JSON.stringify(res.data)}`)
        if (typeof res.data?.message !== "string") failures.push(`${label}: no message`)
      }
      expect(failures).toEqual([])
      expect(await cartFootprint(db)).toEqual(before)
    })
  })
}
