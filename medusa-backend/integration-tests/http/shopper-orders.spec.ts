// Orders after checkout: the shopper's list, cancelling, order changes, unpaid orders, recovery, refunds: one Medusa app for these suites (helpers/runner.ts, integrationTestSuites).
import { integrationTestSuites } from "../helpers/runner"
import { ordersSuite } from "./orders.suite"
import { orderChangesViewSuite } from "./order-changes-view.suite"
import { unpaidOrdersSuite } from "./unpaid-orders.suite"
import { checkoutRecoverySuite } from "./checkout-recovery.suite"
import { refundsSuite } from "./refunds.suite"
import { returnsSuite } from "./returns.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "seeded",
  suites: {
    orders: ordersSuite,
    "order-changes-view": orderChangesViewSuite,
    "unpaid-orders": unpaidOrdersSuite,
    "checkout-recovery": checkoutRecoverySuite,
    refunds: refundsSuite,
    returns: returnsSuite,
  },
})
