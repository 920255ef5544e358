/**
 * Where shoppers send money. Read from the environment on every call (with the
 * shop's defaults) so an operator can change an account without a code change
 * and tests can override values between runs.
 */
export type ManualPaymentSettings = {
  upiId: string
  upiName: string
  bank: {
    accountName: string
    accountNumber: string
    ifsc: string
    bankName: string
  }
  /** WhatsApp number in international form without "+", e.g. 919876543210. */
  whatsapp: string
}

/** Options a project may pass in medusa-config; each overrides the matching env variable. */
export type ManualPaymentOptions = Partial<{
  upi_id: string
  upi_name: string
  bank_account_name: string
  bank_account_number: string
  bank_ifsc: string
  bank_name: string
  whatsapp: string
}>

/**
 * Development defaults: examples (not the shop's accounts). Production refuses
 * to start while any is unset or still the example (lib/production-settings.ts),
 * so no shopper's money or payment screenshot goes to a stranger.
 */
export const MANUAL_PAYMENT_EXAMPLES = {
  STORE_UPI_ID: "sugandh@upi",
  STORE_BANK_ACCOUNT_NUMBER: "000000000000",
  STORE_BANK_IFSC: "SBIN0000000",
  STORE_BANK_NAME: "State Bank of India",
  STORE_WHATSAPP: "919876543210",
} as const

const EX = MANUAL_PAYMENT_EXAMPLES

const pick = (...values: (string | undefined)[]): string | undefined => values.map((v) => v?.trim()).find((v): v is string => !!v)

export function manualPaymentSettings(options: ManualPaymentOptions = {}, env: NodeJS.ProcessEnv = process.env): ManualPaymentSettings {
  const upiName = pick(options.upi_name, env.STORE_UPI_NAME) ?? "Sugandh"
  return {
    upiId: pick(options.upi_id, env.STORE_UPI_ID) ?? EX.STORE_UPI_ID,
    upiName,
    bank: {
      accountName: pick(options.bank_account_name, env.STORE_BANK_ACCOUNT_NAME) ?? upiName,
      accountNumber: pick(options.bank_account_number, env.STORE_BANK_ACCOUNT_NUMBER) ?? EX.STORE_BANK_ACCOUNT_NUMBER,
      ifsc: (pick(options.bank_ifsc, env.STORE_BANK_IFSC) ?? EX.STORE_BANK_IFSC).toUpperCase(),
      bankName: pick(options.bank_name, env.STORE_BANK_NAME) ?? EX.STORE_BANK_NAME,
    },
    whatsapp: (pick(options.whatsapp, env.STORE_WHATSAPP) ?? EX.STORE_WHATSAPP).replace(/\D/g, ""),
  }
}
