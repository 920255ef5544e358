// The operator's routes and Medusa admin's own (products, orders, users, profile): one Medusa app for these suites (helpers/runner.ts, integrationTestSuites).
import { integrationTestSuites } from "../helpers/runner"
import { adminSuite } from "./admin.suite"
import { adminUserProfileSuite } from "./admin-user-profile.suite"
import { adminProductsSuite } from "./admin-products.suite"
import { adminMedusaSuite } from "./admin-medusa.suite"
import { adminOrdersSuite } from "./admin-orders.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "seeded",
  suites: {
    admin: adminSuite,
    "admin-user-profile": adminUserProfileSuite,
    "admin-products": adminProductsSuite,
    "admin-medusa": adminMedusaSuite,
    "admin-orders": adminOrdersSuite,
  },
})
