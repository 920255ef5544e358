// Accounts, the contact form, order and coupon limits and the Store API's search limits, on the
// seeded shop: one Medusa app for these suites (helpers/runner.ts, integrationTestSuites; a suite's
// env, its smaller limits, is set for its tests only).
import { integrationTestSuites } from "../helpers/runner"
import { accountsSuite } from "./auth/accounts.suite"
import { contactSuite } from "./contact.suite"
import { orderLimitsSuite } from "./edge/order-limits.suite"
import { storeSearchSuite } from "./edge/store-search.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "seeded",
  suites: {
    "auth/accounts": accountsSuite,
    contact: contactSuite,
    "edge/order-limits": orderLimitsSuite,
    "edge/store-search": storeSearchSuite,
  },
})
