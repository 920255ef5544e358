import type { TestSuite } from "../../helpers/runner"
import { bearer, createOperator, noThrow, register } from "../../helpers/auth"

/** Point 9 of issue 16: limit/offset with totals on admin users, admin orders and a customer's orders. */
export const pagingSuite: TestSuite = ({ api, getContainer }) => {
  it("pages admin users (total in X-Total-Count, the spec's bare list kept) and refuses bad paging with 400", async () => {
    await createOperator(getContainer(), "ops@example.com", "operator-pass-1")
    const admin = (await api.post("/api/auth/login", { email: "ops@example.com", password: "operator-pass-1" }, noThrow)).data.token
    for (let i = 0; i < 4; i++) await register(api, { email: `shopper${i}@example.com` })

    const all = await api.get("/api/admin/users", bearer(admin))
    expect(all.status).toBe(200)
    expect(Array.isArray(all.data)).toBe(true)
    expect(all.data).toHaveLength(5)
    expect(all.headers["x-total-count"]).toBe("5")

    const first = await api.get("/api/admin/users?limit=2", bearer(admin))
    const second = await api.get("/api/admin/users?limit=2&offset=2", bearer(admin))
    const last = await api.get("/api/admin/users?limit=2&offset=4", bearer(admin))
    expect([first.data.length, second.data.length, last.data.length]).toEqual([2, 2, 1])
    expect(first.headers["x-total-count"]).toBe("5")
    const ids = [...first.data, ...second.data, ...last.data].map((u: { id: string }) => u.id)
    expect(new Set(ids).size).toBe(5)
    expect(ids).toEqual(all.data.map((u: { id: string }) => u.id))

    for (const query of ["limit=0", "limit=101", "limit=abc", "offset=-1", "offset=1.5", "limit=2&offset=x"]) {
      for (const url of ["/api/admin/users", "/api/admin/orders", "/api/auth/orders"]) {
        const res = await api.get(`${url}?${query}`, bearer(admin))
        expect([url, query, res.status]).toEqual([url, query, 400])
        expect(res.data.message).toMatch(/^(limit must be a whole number from 1 to 100|offset must be a whole number of 0 or more)$/)
        expect(res.data.errors[0]).toEqual({ msg: res.data.message, path: expect.stringMatching(/^(limit|offset)$/) })
      }
    }
  })

  it("answers orders with the total in count and the page in limit/offset", async () => {
    const { data } = await register(api)
    const mine = await api.get("/api/auth/orders?limit=10&offset=0", bearer(data.token))
    expect(mine.status).toBe(200)
    expect(mine.data).toEqual({ success: true, orders: [], count: 0, limit: 10, offset: 0 })
    const plain = await api.get("/api/auth/orders", bearer(data.token))
    expect(plain.data).toEqual({ success: true, orders: [], count: 0, offset: 0 })
  })
}
