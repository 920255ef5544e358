import { assertProductionSettings, productionSettingsProblems } from "../production-settings"
import { getStoreSettings } from "../store-settings"
import { manualPaymentSettings } from "../../modules/providers/payment-manual-upi/settings"

// The shop's own values (none an example); each case changes one.
const OWN = {
  NODE_ENV: "production",
  STORE_PHONE: "+91 11 4000 0000",
  STORE_EMAIL: "care@shop.invalid",
  STORE_WHATSAPP: "911140000000",
  STORE_LEGAL_NAME: "Test Traders LLP",
  STORE_GSTIN: "07AABCT1234K1ZH",
  STORE_REGISTERED_ADDRESS: "1 Test Road, New Delhi 110001",
  STORE_STATE: "Delhi",
  STORE_SIGNATORY_NAME: "Test Signatory",
  STORE_UPI_ID: "shop@okaxis",
  STORE_BANK_ACCOUNT_NUMBER: "123456789012",
  STORE_BANK_IFSC: "UTIB0000001",
  STORE_BANK_NAME: "Axis Bank",
}

describe("production settings", () => {
  it("accepts a shop that set its own identity and accounts", () => {
    expect(productionSettingsProblems(OWN)).toEqual([])
    expect(() => assertProductionSettings(OWN)).not.toThrow()
  })

  it("names every setting left unset when none is given", () => {
    const problems = productionSettingsProblems({ NODE_ENV: "production" })
    for (const name of Object.keys(OWN).filter((n) => n !== "NODE_ENV")) {
      expect(problems).toContain(`${name} is not set`)
    }
  })

  it("refuses each development default the shop would otherwise print or show", () => {
    // What the code falls back to without the environment: every one of them must be refused.
    const store = getStoreSettings()
    const payment = manualPaymentSettings({}, {})
    const examples = {
      ...OWN,
      STORE_GSTIN: store.gst.gstin,
      STORE_LEGAL_NAME: store.gst.legalName,
      STORE_REGISTERED_ADDRESS: store.gst.address,
      STORE_SIGNATORY_NAME: store.gst.signatory?.name,
      STORE_STATE: store.gst.state,
      STORE_PHONE: store.contact.phone,
      STORE_EMAIL: store.contact.email,
      STORE_WHATSAPP: payment.whatsapp,
      STORE_UPI_ID: payment.upiId,
      STORE_BANK_ACCOUNT_NUMBER: payment.bank.accountNumber,
      STORE_BANK_IFSC: payment.bank.ifsc,
      STORE_BANK_NAME: payment.bank.bankName,
    }
    const problems = productionSettingsProblems(examples)
    expect(problems).toHaveLength(Object.keys(OWN).length - 1)
    expect(problems).toContain('STORE_GSTIN is the example value "09AAACS1234F1ZQ"')
    expect(problems).toContain('STORE_UPI_ID is the example value "sugandh@upi"')
    expect(problems).toContain('STORE_BANK_ACCOUNT_NUMBER is the example value "000000000000"')
    // The same example number written another way is still the example.
    expect(productionSettingsProblems({ ...OWN, STORE_WHATSAPP: "+91 98765-43210" })).toEqual([
      'STORE_WHATSAPP is the example value "919876543210"',
    ])
  })

  it("refuses a malformed GSTIN", () => {
    expect(productionSettingsProblems({ ...OWN, STORE_GSTIN: "07AABCT1234K1ZA" })).toEqual([
      expect.stringMatching(/^STORE_GSTIN is not a valid GSTIN/),
    ])
  })

  it("stops start-up in production naming each problem, and never outside production", () => {
    const env = { ...OWN, STORE_GSTIN: "", STORE_UPI_ID: "sugandh@upi" }
    expect(() => assertProductionSettings(env)).toThrow(/STORE_GSTIN is not set; STORE_UPI_ID is the example value "sugandh@upi"/)
    expect(() => assertProductionSettings({ ...env, NODE_ENV: "development" })).not.toThrow()
  })
})
