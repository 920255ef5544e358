import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { validateCartCouponWorkflow } from "../../src/workflows/coupon/validate-cart-coupon"
import { addToCart, as, login, seed, SHOPPER } from "../helpers/checkout"
import type { TestSuite } from "../helpers/runner"

// Flipped by the tests to make the workflow fail after the cart's coupon was written.
let failAfterCoupon = false

/** An order-wide 10% code, as an operator's coupon is. */
async function createCoupon(container: MedusaContainer, code: string) {
  await container.resolve(Modules.PROMOTION).createPromotions({
    code,
    type: "standard",
    status: "active",
    is_automatic: false,
    is_tax_inclusive: true,
    application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10 },
  })
}

/**
 * POST /api/coupons/validate runs validateCartCouponWorkflow, which writes the
 * coupon on the server cart through Medusa's updateCartPromotionsWorkflow.
 * A handler of its cartCouponApplied hook (the step after that write) fails
 * here on purpose: Medusa must compensate, so the cart ends as it was.
 */
export const couponCompensationSuite: TestSuite = ({ api, getContainer }) => {
  let token: string

  beforeAll(async () => {
    await seed(getContainer())
    token = await login(api, SHOPPER)
    validateCartCouponWorkflow.hooks.cartCouponApplied(async () => {
      if (failAfterCoupon) throw new Error("Injected failure after the coupon was applied")
    })
  })
  afterEach(() => {
    failAfterCoupon = false
  })

  const validate = (code: string) => api.post("/api/coupons/validate", { code, orderAmount: 0 }, as(token))
  const cart = async () => (await api.get("/api/auth/cart", as(token))).data

  it("leaves the cart without the coupon when a step after applying it fails", async () => {
    await addToCart(api, token, "P3", 2)
    failAfterCoupon = true
    const failed = await validate("FESTIVE20")
    expect(failed.status).toBe(500)
    const after = await cart()
    expect([after.coupon, after.totals.discount]).toEqual([undefined, 0])

    // The same code applies once nothing fails: the failure, not the code, kept it off.
    failAfterCoupon = false
    const applied = await validate("FESTIVE20")
    expect([applied.status, applied.data.valid]).toEqual([200, true])
    expect((await cart()).coupon).toEqual({ code: "FESTIVE20", calculatedDiscount: applied.data.coupon.calculatedDiscount })
  })

  it("gives the cart back the coupon it had when replacing it fails", async () => {
    // Each test starts from the file's snapshot again (helpers/runner.ts): the cart and the codes are made here.
    await createCoupon(getContainer(), "TENOFF")
    await addToCart(api, token, "P3", 2)
    expect((await validate("FESTIVE20")).data.valid).toBe(true)
    const before = await cart()
    expect(before.coupon?.code).toBe("FESTIVE20")
    failAfterCoupon = true
    expect((await validate("TENOFF")).status).toBe(500)
    const after = await cart()
    expect(after.coupon).toEqual(before.coupon)
    expect(after.totals).toEqual(before.totals)
    // The replacing code itself was good: without the failure it takes FESTIVE20's place.
    failAfterCoupon = false
    expect((await validate("TENOFF")).data).toMatchObject({ valid: true, coupon: { code: "TENOFF" } })
  })
}
