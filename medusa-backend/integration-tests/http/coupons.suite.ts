import type { TestSuite } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import { runSeed } from "../../src/scripts/seed"
import { forgetStoreContext } from "../../src/lib/catalogue/store-context"
import { ADMIN, as, countRows, login } from "../helpers/admin"

export const couponsSuite: TestSuite = ({ api, getContainer }) => {
  let adminToken: string

  beforeAll(async () => {
    forgetStoreContext()
    await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
    adminToken = await login(api, ADMIN)
  })

  const create = (body: Record<string, unknown>) => api.post("/api/coupons", body, as(adminToken))

  it("lists the seeded festival coupon in the spec's shape", async () => {
    const { status, data } = await api.get("/api/coupons", as(adminToken))
    expect(status).toBe(200)
    expect(data).toEqual([
      {
        _id: expect.stringMatching(/^promo_/),
        id: expect.stringMatching(/^promo_/),
        code: "FESTIVE20",
        discountType: "percentage",
        discountAmount: 20,
        isActive: true,
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
    ])
  })

  it("creates fixed and percentage coupons with trimmed, upper-cased codes, newest first", async () => {
    const fixed = await create({ code: "  welcome100 ", discountType: "fixed", discountAmount: 100, isActive: true })
    expect(fixed.status).toBe(201)
    expect(fixed.data).toEqual({
      message: "Coupon created successfully!",
      coupon: expect.objectContaining({ code: "WELCOME100", discountType: "fixed", discountAmount: 100, isActive: true }),
    })
    const pct = await create({ code: "quiet15", discountType: "percentage", discountAmount: "15", isActive: false })
    expect(pct.status).toBe(201)
    expect(pct.data.coupon).toMatchObject({ code: "QUIET15", discountType: "percentage", discountAmount: 15, isActive: false })

    const list = (await api.get("/api/coupons", as(adminToken))).data
    expect(list.map((c: { code: string }) => c.code)).toEqual(["QUIET15", "WELCOME100", "FESTIVE20"])

    // On Medusa's Promotion module: fixed is rupees off the order, percentage off the items.
    const promotions = await getContainer()
      .resolve(Modules.PROMOTION)
      .listPromotions({ code: ["WELCOME100", "QUIET15"] }, { relations: ["application_method"] })
    const byCode = Object.fromEntries(promotions.map((p) => [p.code, p]))
    expect(byCode.WELCOME100).toMatchObject({ status: "active", is_automatic: false })
    expect(byCode.WELCOME100.application_method).toMatchObject({ type: "fixed", target_type: "order", currency_code: "inr" })
    expect(byCode.QUIET15).toMatchObject({ status: "inactive" })
    expect(byCode.QUIET15.application_method).toMatchObject({ type: "percentage", target_type: "items" })
  })

  it("refuses a duplicate code in any case with 409", async () => {
    const before = await countRows(getContainer())
    const res = await create({ code: "festive20", discountType: "fixed", discountAmount: 50 })
    expect(res.status).toBe(409)
    expect(res.data.message).toBe("A coupon with this code already exists")
    expect(await countRows(getContainer())).toEqual(before)
  })

  it.each([
    [{ code: "" }, "Please enter a coupon code"],
    [{ code: "   " }, "Please enter a coupon code"],
    [{ code: undefined }, "Please enter a coupon code"],
    [{ discountAmount: 0 }, "Please enter a valid discount amount"],
    [{ discountAmount: -10 }, "Please enter a valid discount amount"],
    [{ discountAmount: "ten" }, "Please enter a valid discount amount"],
    [{ discountAmount: 101 }, "Percentage discount must be between 1 and 100"],
    [{ discountType: "fixed", discountAmount: 10001 }, "Fixed discount must be between ₹1 and ₹10000"],
    [{ discountType: "free-shipping" }, "Discount type must be fixed or percentage"],
    [{ code: "BAD CODE!" }, "Coupon code may contain only letters, numbers, - and _"],
    [{ isActive: "yes" }, "isActive must be true or false"],
  ])("refuses %j with 400 and writes nothing", async (change, message) => {
    const before = await countRows(getContainer())
    const res = await create({ code: "NEW10", discountType: "percentage", discountAmount: 10, ...change })
    expect([res.status, res.data.message]).toEqual([400, message])
    expect(await countRows(getContainer())).toEqual(before)
  })

  it("accepts the limits: percentage 100, fixed 1 and 10000", async () => {
    for (const [code, discountType, discountAmount] of [
      ["FULL", "percentage", 100],
      ["ONE", "fixed", 1],
      ["MAX", "fixed", 10000],
    ]) {
      expect((await create({ code, discountType, discountAmount })).status).toBe(201)
    }
  })

  it("toggles a coupon's status by id and by code", async () => {
    const { data } = await create({ code: "TOGGLE", discountType: "percentage", discountAmount: 5 })
    const id = data.coupon._id
    const off = await api.put(`/api/coupons/${id}/status`, { isActive: false }, as(adminToken))
    expect(off.status).toBe(200)
    expect(off.data.coupon).toMatchObject({ _id: id, isActive: false })
    const [promotion] = await getContainer().resolve(Modules.PROMOTION).listPromotions({ id })
    expect(promotion.status).toBe("inactive")
    expect((await api.put("/api/coupons/toggle/status", { isActive: true }, as(adminToken))).data.coupon.isActive).toBe(true)

    const bad = await api.put(`/api/coupons/${id}/status`, { isActive: "maybe" }, as(adminToken))
    expect([bad.status, bad.data.message]).toEqual([400, "isActive must be true or false"])
    expect((await api.put("/api/coupons/promo_missing/status", { isActive: true }, as(adminToken))).status).toBe(404)
  })

  it("deletes a coupon; a second delete is 404", async () => {
    const { data } = await create({ code: "GONE", discountType: "fixed", discountAmount: 25 })
    const res = await api.delete(`/api/coupons/${data.coupon._id}`, as(adminToken))
    expect(res.status).toBe(200)
    expect((await api.get("/api/coupons", as(adminToken))).data.map((c: { code: string }) => c.code)).not.toContain("GONE")
    expect((await api.delete(`/api/coupons/${data.coupon._id}`, as(adminToken))).status).toBe(404)
    // The code is free again.
    expect((await create({ code: "GONE", discountType: "fixed", discountAmount: 25 })).status).toBe(201)
  })
}
