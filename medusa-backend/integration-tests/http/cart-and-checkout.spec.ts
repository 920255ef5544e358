// The cart, coupons, gift wrap and checkout: one Medusa app for these suites (helpers/runner.ts, integrationTestSuites).
import { integrationTestSuites } from "../helpers/runner"
import { cartSuite } from "./cart.suite"
import { checkoutSuite } from "./checkout.suite"
import { couponsSuite } from "./coupons.suite"
import { couponCompensationSuite } from "./coupon-compensation.suite"
import { giftWrapSuite } from "./gift-wrap.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "seeded",
  suites: {
    cart: cartSuite,
    checkout: checkoutSuite,
    coupons: couponsSuite,
    "coupon-compensation": couponCompensationSuite,
    "gift-wrap": giftWrapSuite,
  },
})
