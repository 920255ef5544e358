// Rate limits, sign-in (Google, Medusa's auth routes), proxies and headers, and reviews, each with
// settings of its own (smaller limits), on a migrated database: one Medusa app for these suites
// (helpers/runner.ts, integrationTestSuites; each suite's env is set for its tests only).
import { integrationTestSuites } from "../helpers/runner"
import { googleAndLimitsSuite } from "./auth/google-and-limits.suite"
import { medusaAuthAndPathsSuite } from "./edge/medusa-auth-and-paths.suite"
import { proxiesAndHeadersSuite } from "./edge/proxies-and-headers.suite"
import { reviewsSuite } from "./reviews.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "migrated",
  suites: {
    "auth/google-and-limits": googleAndLimitsSuite,
    "edge/medusa-auth-and-paths": medusaAuthAndPathsSuite,
    "edge/proxies-and-headers": proxiesAndHeadersSuite,
    reviews: reviewsSuite,
  },
})
