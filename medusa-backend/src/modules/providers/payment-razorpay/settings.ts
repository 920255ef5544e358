/**
 * The Razorpay provider's settings. medusa-config.ts registers the provider
 * only when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set and passes them
 * here as options, so the shop runs with nothing external by default.
 */
export type RazorpayOptions = Partial<{
  key_id: string
  key_secret: string
  /** The secret entered with the webhook in Razorpay's Dashboard; without it every webhook is refused. */
  webhook_secret: string
  /** Where Razorpay's API answers; tests point it at a local server. */
  api_url: string
  /** How long one API call may take before the shopper is told to try again. */
  timeout_ms: number
}>

export type RazorpaySettings = {
  keyId: string
  keySecret: string
  webhookSecret: string | null
  apiUrl: string
  timeoutMs: number
}

/** Razorpay's public API host (https://razorpay.com/docs/api/understand: every endpoint is under https://api.razorpay.com/v1). */
export const RAZORPAY_PUBLIC_API_URL = "https://api.razorpay.com"
const DEFAULT_TIMEOUT_MS = 15_000

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined)

export function razorpaySettings(options: RazorpayOptions = {}): RazorpaySettings {
  const keyId = text(options.key_id)
  const keySecret = text(options.key_secret)
  if (!keyId || !keySecret) {
    throw new Error("The Razorpay payment provider needs key_id and key_secret (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET).")
  }
  const timeout = Number(options.timeout_ms)
  return {
    keyId,
    keySecret,
    webhookSecret: text(options.webhook_secret) ?? null,
    apiUrl: (text(options.api_url) ?? RAZORPAY_PUBLIC_API_URL).replace(/\/+$/, ""),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  }
}

/** The provider's options from the environment (medusa-config.ts); null when the keys are not set. */
export function razorpayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RazorpayOptions | null {
  const key_id = text(env.RAZORPAY_KEY_ID)
  const key_secret = text(env.RAZORPAY_KEY_SECRET)
  if (!key_id || !key_secret) return null
  return { key_id, key_secret, webhook_secret: text(env.RAZORPAY_WEBHOOK_SECRET), api_url: text(env.RAZORPAY_API_URL) }
}

/** medusa-config.ts's entry for the payment module's providers: Razorpay as pp_razorpay_sugandh, or nothing without keys. */
export function razorpayProviders(env: NodeJS.ProcessEnv = process.env) {
  const options = razorpayOptionsFromEnv(env)
  return options ? [{ resolve: "./src/modules/providers/payment-razorpay", id: "sugandh", options }] : []
}
