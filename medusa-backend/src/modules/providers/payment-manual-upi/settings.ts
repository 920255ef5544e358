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

const pick = (...values: (string | undefined)[]): string | undefined => values.map((v) => v?.trim()).find((v): v is string => !!v)

export function manualPaymentSettings(options: ManualPaymentOptions = {}, env: NodeJS.ProcessEnv = process.env): ManualPaymentSettings {
  const upiName = pick(options.upi_name, env.STORE_UPI_NAME) ?? "Sugandh"
  return {
    upiId: pick(options.upi_id, env.STORE_UPI_ID) ?? "sugandh@upi",
    upiName,
    bank: {
      accountName: pick(options.bank_account_name, env.STORE_BANK_ACCOUNT_NAME) ?? upiName,
      accountNumber: pick(options.bank_account_number, env.STORE_BANK_ACCOUNT_NUMBER) ?? "000000000000",
      ifsc: (pick(options.bank_ifsc, env.STORE_BANK_IFSC) ?? "SBIN0000000").toUpperCase(),
      bankName: pick(options.bank_name, env.STORE_BANK_NAME) ?? "State Bank of India",
    },
    whatsapp: (pick(options.whatsapp, env.STORE_WHATSAPP) ?? "919876543210").replace(/\D/g, ""),
  }
}
