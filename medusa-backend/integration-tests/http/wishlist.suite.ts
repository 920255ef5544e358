import type { TestSuite } from "../helpers/runner"
import type { AxiosInstance, AxiosRequestConfig } from "axios"
import { runSeed, type SeedResult } from "../../src/scripts/seed"

const noThrow: AxiosRequestConfig = { validateStatus: () => true }
const bearer = (token: string): AxiosRequestConfig => ({ ...noThrow, headers: { authorization: `Bearer ${token}` } })

type Db = { raw: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }> }

/** The product as Medusa's Store API shows it: ids, title and current (calculated) and original price. */
async function storeProduct(api: AxiosInstance, seeded: SeedResult, catalogueId: string) {
  const { data } = await api.get(
    `/store/products?handle=${catalogueId.toLowerCase()}&region_id=${seeded.regionId}&fields=id,title,*variants.calculated_price`,
    { headers: { "x-publishable-api-key": seeded.publishableKey } }
  )
  const p = data.products[0]
  const price = p.variants[0].calculated_price
  return {
    id: p.id as string,
    title: p.title as string,
    price: Number(price.calculated_amount),
    originalPrice: Number(price.original_amount),
  }
}

async function customer(api: AxiosInstance, seeded: SeedResult, email: string) {
  const password = "secret123"
  const reg = await api.post("/auth/customer/emailpass/register", { email, password })
  await api.post(
    "/store/customers",
    { email, first_name: "Wish", last_name: "Lister" },
    { headers: { authorization: `Bearer ${reg.data.token}`, "x-publishable-api-key": seeded.publishableKey } }
  )
  const login = async () => (await api.post("/auth/customer/emailpass", { email, password })).data.token as string
  return { token: await login(), login }
}

/** Live wishlist rows: what any wishlist call could change. */
async function footprint(db: Db) {
  const { rows } = await db.raw(
    "select (select count(*)::int from wishlist where deleted_at is null) as lists, " +
      "coalesce((select string_agg(id || ':' || product_id, ',' order by id) from wishlist_item where deleted_at is null), '') as items"
  )
  return rows[0]
}

export const wishlistSuite: TestSuite = ({ api, getContainer, dbConnection }) => {
  let seeded: SeedResult
  const db = dbConnection as unknown as Db

  beforeAll(async () => {
    seeded = await runSeed(getContainer(), { ...process.env })
  })

  const list = (token: string) => api.get("/api/auth/wishlist", bearer(token))
  const add = (token: string, body: unknown) => api.post("/api/auth/wishlist", body, bearer(token))
  const remove = (token: string, id: string) => api.delete(`/api/auth/wishlist/${id}`, bearer(token))
  const clear = (token: string) => api.delete("/api/auth/wishlist", bearer(token))
  const ids = (items: Array<{ id: string }>) => items.map((i) => i.id)

  it("needs sign-in on every call", async () => {
    const calls = await Promise.all([
      api.get("/api/auth/wishlist", noThrow),
      api.post("/api/auth/wishlist", { productId: "P1" }, noThrow),
      api.delete("/api/auth/wishlist/P1", noThrow),
      api.delete("/api/auth/wishlist", noThrow),
      api.get("/api/auth/wishlist", bearer("forged.token.value")),
    ])
    for (const res of calls) {
      expect(res.status).toBe(401)
      expect(res.data).toEqual({ message: "Please login to continue" })
    }
    expect(await footprint(db)).toEqual({ lists: 0, items: "" })
  })

  it("starts empty", async () => {
    const c = await customer(api, seeded, "empty@example.com")
    const res = await list(c.token)
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ wishlist: [] })
  })

  it("adds a product with the spec's fields and Medusa's current prices", async () => {
    const c = await customer(api, seeded, "adder@example.com")
    const p1 = await storeProduct(api, seeded, "P1")
    const res = await add(c.token, { productId: "P1", price: 1, name: "Forged" })
    expect(res.status).toBe(200)
    expect(res.data.message).toBe(`${p1.title} added to wishlist!`)
    expect(res.data.added).toBe(true)
    expect(res.data.wishlist).toEqual([
      expect.objectContaining({
        _id: p1.id,
        id: "P1",
        productId: "P1",
        itemId: expect.stringMatching(/^wli_/),
        name: p1.title,
        image: expect.any(String),
        category: "perfumes",
        price: p1.price,
        originalPrice: p1.originalPrice,
        launchOffer: expect.any(String),
        rating: expect.any(Number),
        reviews: expect.any(Number),
      }),
    ])
    expect(p1.price).toBeLessThan(p1.originalPrice)
    expect((await list(c.token)).data.wishlist).toEqual(res.data.wishlist)
  })

  it("is idempotent: the same product under any id is kept once, also when added at the same moment", async () => {
    const c = await customer(api, seeded, "twice@example.com")
    const p1 = await storeProduct(api, seeded, "P1")
    expect((await add(c.token, { productId: "P1" })).data.added).toBe(true)
    const again = await add(c.token, { productId: "p1" })
    expect(again.status).toBe(200)
    expect(again.data).toMatchObject({ message: "Product is already in your wishlist!", added: false })
    expect((await add(c.token, { productId: p1.id })).data.added).toBe(false)

    const burst = await Promise.all(["A1", "A1", "a1"].map((productId) => add(c.token, { productId })))
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200])
    expect(burst.filter((r) => r.data.added)).toHaveLength(1)

    expect(ids((await list(c.token)).data.wishlist)).toEqual(["P1", "A1"])
    expect(await footprint(db)).toMatchObject({ lists: 1 })
  })

  it("answers 404 for an unknown product and 400 for a missing or mistyped id", async () => {
    const c = await customer(api, seeded, "errs@example.com")
    const unknown = await add(c.token, { productId: "P404" })
    expect(unknown.status).toBe(404)
    expect(unknown.data).toEqual({ message: "Product not found" })
    const missing = await add(c.token, {})
    expect(missing.status).toBe(400)
    expect(missing.data).toEqual({ message: "Product ID is missing", errors: [{ msg: "Product ID is missing", path: "productId" }] })
    const typed = await add(c.token, { productId: 12 })
    expect(typed.status).toBe(400)
    expect(typed.data.message).toBe("Product ID must be text")
    expect(await footprint(db)).toEqual({ lists: 0, items: "" })
  })

  it("removes by spec id, Medusa product id or wishlist item id; 404 when not in the list", async () => {
    const c = await customer(api, seeded, "remover@example.com")
    const p2 = await storeProduct(api, seeded, "P2")
    await add(c.token, { productId: "P1" })
    await add(c.token, { productId: "P2" })
    const last = await add(c.token, { productId: "RF1" })
    const rf1 = last.data.wishlist.find((i: { id: string }) => i.id === "RF1")

    let res = await remove(c.token, "p1")
    expect(res.status).toBe(200)
    expect(res.data.message).toBe("Removed from wishlist")
    expect(ids(res.data.wishlist)).toEqual(["P2", "RF1"])

    res = await remove(c.token, p2.id)
    expect(ids(res.data.wishlist)).toEqual(["RF1"])

    res = await remove(c.token, rf1.itemId)
    expect(res.data.wishlist).toEqual([])

    for (const id of ["P1", "NOPE", rf1.itemId, "wli_unknown"]) {
      const missing = await remove(c.token, id)
      expect(missing.status).toBe(404)
      expect(missing.data).toEqual({ message: "Product not found in wishlist" })
    }

    // Removed products can be saved again.
    expect((await add(c.token, { productId: "P1" })).data.added).toBe(true)
  })

  it("clears the whole list", async () => {
    const c = await customer(api, seeded, "clearer@example.com")
    await add(c.token, { productId: "P1" })
    await add(c.token, { productId: "S1" })
    const res = await clear(c.token)
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ message: "Wishlist cleared!", wishlist: [] })
    expect((await list(c.token)).data.wishlist).toEqual([])
    expect((await clear(c.token)).status).toBe(200)
  })

  it("keeps the list across sign-ins and devices", async () => {
    const c = await customer(api, seeded, "devices@example.com")
    await add(c.token, { productId: "A2" })
    const again = await c.login()
    expect(ids((await list(again)).data.wishlist)).toEqual(["A2"])
  })

  it("never shows or changes another customer's list", async () => {
    const a = await customer(api, seeded, "alice@example.com")
    const b = await customer(api, seeded, "bob@example.com")
    const added = await add(a.token, { productId: "P1" })
    const itemId = added.data.wishlist[0].itemId
    const before = await footprint(db)

    expect((await list(b.token)).data.wishlist).toEqual([])
    for (const id of ["P1", itemId, added.data.wishlist[0]._id]) {
      expect((await remove(b.token, id)).status).toBe(404)
    }
    expect((await clear(b.token)).status).toBe(200)
    expect(await footprint(db)).toEqual(before)
    expect(ids((await list(a.token)).data.wishlist)).toEqual(["P1"])
  })

  it("answers every malformed, mistyped, missing or oversized body with a 4xx and changes nothing", async () => {
    const c = await customer(api, seeded, "fuzz@example.com")
    await add(c.token, { productId: "P1" })
    const before = await footprint(db)

    const big = JSON.stringify({ productId: "P2", note: "x".repeat(12 * 1024) })
    type Case = [method: "post" | "delete", path: string, body: string | undefined, status: number]
    const cases: Case[] = [
      ["post", "/api/auth/wishlist", '{"productId":', 400],
      ["post", "/api/auth/wishlist", "[]", 400],
      ["post", "/api/auth/wishlist", '"P2"', 400],
      ["post", "/api/auth/wishlist", "{}", 400],
      ["post", "/api/auth/wishlist", '{"productId":null}', 400],
      ["post", "/api/auth/wishlist", '{"productId":7}', 400],
      ["post", "/api/auth/wishlist", '{"productId":true}', 400],
      ["post", "/api/auth/wishlist", '{"productId":""}', 400],
      ["post", "/api/auth/wishlist", '{"productId":"  "}', 400],
      ["post", "/api/auth/wishlist", '{"productId":{"$gt":""}}', 400],
      ["post", "/api/auth/wishlist", `{"productId":"${"A".repeat(101)}"}`, 400],
      ["post", "/api/auth/wishlist", '{"productId":"NOPE"}', 404],
      ["post", "/api/auth/wishlist", big, 413],
      ["delete", "/api/auth/wishlist/P2", undefined, 404],
      ["delete", "/api/auth/wishlist/P1", '{"x":', 400],
      ["delete", "/api/auth/wishlist", '{"x":', 400],
      ["delete", "/api/auth/wishlist", big, 413],
    ]
    const failures: string[] = []
    for (const [method, url, data, status] of cases) {
      const res = await api.request({
        method,
        url,
        data,
        headers: { "content-type": "application/json", authorization: `Bearer ${c.token}` },
        transformRequest: [(d: unknown) => d],
        validateStatus: () => true,
      })
      const label = `${method.toUpperCase()} ${url} ${String(data).slice(0, 40)}`
      if (res.status !== status) failures.push(`${label}: ${res.status} ${JSON.stringify(res.data)}`)
      if (typeof res.data?.message !== "string") failures.push(`${label}: no message`)
    }
    expect(failures).toEqual([])
    expect(await footprint(db)).toEqual(before)
  })
}
