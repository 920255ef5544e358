// Search, PIN codes and the wishlist: one Medusa app for these suites (helpers/runner.ts, integrationTestSuites).
import { integrationTestSuites } from "../helpers/runner"
import { searchSuite } from "./search.suite"
import { pincodesSuite } from "./pincodes.suite"
import { wishlistSuite } from "./wishlist.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "seeded",
  suites: {
    search: searchSuite,
    pincodes: pincodesSuite,
    wishlist: wishlistSuite,
  },
})
