import { MANUAL_PAYMENT_EXAMPLES } from "../modules/providers/payment-manual-upi/settings"
import { gstinError } from "./gst/gstin"
import { STORE_IDENTITY_EXAMPLES } from "./store-settings"

/**
 * Settings a production shop must give itself. Each has a development default
 * that is an example (lib/store-settings.ts, the manual payment provider's
 * settings): left in production, every invoice would carry someone else's
 * GSTIN and legal name (section 31 CGST Act, rule 46 CGST Rules), and UPI
 * payments, bank transfers and payment screenshots would go to strangers.
 * deploy/production.env.example lists each one.
 */
const REQUIRED_IN_PRODUCTION: Record<string, string> = {
  ...STORE_IDENTITY_EXAMPLES,
  ...MANUAL_PAYMENT_EXAMPLES,
}

/** Digits of a phone or WhatsApp number, so "+91 98765 43210" and "919876543210" are the same example. */
const comparable = (name: string, value: string) =>
  name === "STORE_PHONE" || name === "STORE_WHATSAPP" ? value.replace(/\D/g, "") : value.trim().toLowerCase()

/**
 * One line per setting that is unset, blank, still its example or (the GSTIN)
 * malformed; empty when production may start. Pure: reads only `env`.
 */
export function productionSettingsProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  for (const [name, example] of Object.entries(REQUIRED_IN_PRODUCTION)) {
    const value = env[name]?.trim()
    if (!value) problems.push(`${name} is not set`)
    else if (comparable(name, value) === comparable(name, example)) problems.push(`${name} is the example value "${example}"`)
    else if (name === "STORE_GSTIN" && gstinError(value)) problems.push(`${name} is not a valid GSTIN (${gstinError(value)})`)
  }
  return problems
}

/**
 * Called from medusa-config.ts beside the JWT_SECRET / COOKIE_SECRET checks:
 * in production (NODE_ENV=production) start-up stops, naming every setting
 * still missing or an example, instead of serving with the examples.
 */
export function assertProductionSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== "production") return
  const problems = productionSettingsProblems(env)
  if (!problems.length) return
  throw new Error(
    `The shop's own tax and payment details are missing: ${problems.join("; ")}. ` +
      "Set each one before starting in production (NODE_ENV=production); deploy/production.env.example lists them."
  )
}
