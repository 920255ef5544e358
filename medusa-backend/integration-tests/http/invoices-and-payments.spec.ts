// Payments, GST invoices, credit notes and the GST files, on the shop's routes and Medusa's admin: one Medusa app for these suites (helpers/runner.ts, integrationTestSuites).
import { integrationTestSuites } from "../helpers/runner"
import { paymentsSuite } from "./payments.suite"
import { invoicesSuite } from "./invoices.suite"
import { gstSuite } from "./gst.suite"
import { medusaAdminParitySuite } from "./medusa-admin-parity.suite"

jest.setTimeout(600 * 1000)

integrationTestSuites({
  from: "seeded",
  suites: {
    payments: paymentsSuite,
    invoices: invoicesSuite,
    gst: gstSuite,
    "medusa-admin-parity": medusaAdminParitySuite,
  },
})
