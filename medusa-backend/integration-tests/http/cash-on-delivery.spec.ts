// Cash on delivery: checkout, confirmation, fulfilment: one Medusa app for these suites (helpers/runner.ts, integrationTestSuites).
import { integrationTestSuites } from "../helpers/runner"
import { codCheckoutSuite } from "./cod-checkout.suite"
import { codConfirmationSuite } from "./cod-confirmation.suite"
import { codFulfilmentSuite } from "./cod-fulfilment.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "seeded",
  suites: {
    "cod-checkout": codCheckoutSuite,
    "cod-confirmation": codConfirmationSuite,
    "cod-fulfilment": codFulfilmentSuite,
  },
})
