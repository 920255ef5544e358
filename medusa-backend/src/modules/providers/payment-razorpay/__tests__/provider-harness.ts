import { RazorpayPaymentProviderService } from "../service"
import type { RazorpayOptions } from "../settings"
import { RazorpayDouble } from "./razorpay-double"

export const KEY_ID = "rzp_test_1DP5mmOlF5G5ag"
export const KEY_SECRET = "thisissecret-test-key"
export const WEBHOOK_SECRET = "webhook-secret-from-the-dashboard"

export type LogLine = { level: "info" | "warn" | "error"; message: string }

/** The provider as Medusa builds it (cradle with a logger, options from medusa-config), pointed at the double. */
export function makeProvider(double: RazorpayDouble, options: RazorpayOptions = {}) {
  const logs: LogLine[] = []
  const logger = {
    info: (message: string) => logs.push({ level: "info", message }),
    warn: (message: string) => logs.push({ level: "warn", message }),
    error: (message: string) => logs.push({ level: "error", message }),
  }
  const provider = new RazorpayPaymentProviderService(
    { logger },
    { key_id: KEY_ID, key_secret: KEY_SECRET, webhook_secret: WEBHOOK_SECRET, api_url: double.url, timeout_ms: 500, ...options }
  )
  return { provider, logs }
}

export async function startDouble(): Promise<RazorpayDouble> {
  const double = new RazorpayDouble(KEY_ID, KEY_SECRET)
  await double.start()
  return double
}

export const BASIC_AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`
