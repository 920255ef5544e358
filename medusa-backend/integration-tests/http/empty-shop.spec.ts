// Suites that start from a migrated database with no rows (the seed itself, sign-in sessions, paging,
// the e-mail tokens): one Medusa app for these suites (helpers/runner.ts, integrationTestSuites).
import { integrationTestSuites } from "../helpers/runner"
import { seedSuite } from "./seed.suite"
import { sessionsSuite } from "./auth/sessions.suite"
import { secretTokensSuite } from "./auth/secret-tokens.suite"
import { pagingSuite } from "./edge/paging.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "migrated",
  suites: {
    seed: seedSuite,
    "auth/sessions": sessionsSuite,
    "auth/secret-tokens": secretTokensSuite,
    "edge/paging": pagingSuite,
  },
})
