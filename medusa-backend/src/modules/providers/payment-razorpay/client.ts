import Razorpay from "razorpay"
import type { RazorpaySettings } from "./settings"

/**
 * The official SDK (razorpay on npm) with the shop's base URL and timeout.
 *
 * Why reach into `api.rq`: the SDK (2.9.x) hard-codes its host
 * (`hostUrl: 'https://api.razorpay.com'` in razorpay.js) and takes no base URL
 * or timeout option; every resource goes through one axios instance it keeps
 * as `api.rq`. Setting that instance's own defaults right after construction is
 * the smallest change that honours RAZORPAY_API_URL (and a timeout, which the
 * SDK leaves unlimited) while every request still goes through the SDK's paths,
 * Basic auth and error shape. If an SDK upgrade moves that instance, we stop
 * here instead of silently calling the public API with a test's settings.
 */
export function razorpayClient(settings: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret })
  const http = sdkHttp(client)
  if (!http?.defaults) {
    throw new Error("The razorpay SDK no longer exposes api.rq; RAZORPAY_API_URL cannot be honoured. Check client.ts after the upgrade.")
  }
  http.defaults.baseURL = settings.apiUrl
  http.defaults.timeout = settings.timeoutMs
  return client
}

/** The SDK's own axios instance: its base URL, Basic auth (key id and secret) and timeout. */
type SdkHttp = {
  defaults?: { baseURL?: string; timeout?: number }
  post: (url: string, body: unknown, config: { headers: Record<string, string> }) => Promise<{ data: unknown }>
}

function sdkHttp(client: Razorpay): SdkHttp | undefined {
  return (client.api as unknown as { rq?: SdkHttp }).rq
}

/**
 * A normal refund sent once however often it is retried: Razorpay refunds a
 * given X-Refund-Idempotency key only once
 * (POST /v1/payments/:id/refund, https://razorpay.com/docs/api/refunds/normal-refunds-idempotent;
 * key at least 10 characters of letters, digits, "-" and "_"). Medusa passes its
 * refund record's id as the key. The SDK's refund() takes no per-request header,
 * so this posts the same documented request through the SDK's own HTTP instance
 * (same base URL, auth and timeout); without a usable key it is the SDK's refund().
 */
export async function refundOnce(
  client: Razorpay,
  paymentId: string,
  body: { amount: number; notes: Record<string, string> },
  idempotencyKey: string | undefined
): Promise<unknown> {
  if (!idempotencyKey || !/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) return client.payments.refund(paymentId, body)
  try {
    const answer = await sdkHttp(client)!.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
      headers: { "X-Refund-Idempotency": idempotencyKey },
    })
    return answer.data
  } catch (error) {
    // The SDK's error shape, so callers read every failure the same way.
    const response = (error as { response?: { status?: number; data?: { error?: unknown } } }).response
    throw response ? { statusCode: response.status, error: response.data?.error } : error
  }
}

/** The SDK's rejection: `{ statusCode, error }` for an HTTP answer; a plain Error (or a TypeError) when no answer came. */
export type GatewayFailure = { status: number | null; code: string | null; description: string }

export function gatewayFailure(error: unknown): GatewayFailure {
  const e = error as { statusCode?: unknown; error?: { code?: unknown; description?: unknown }; message?: unknown } | null
  const status = typeof e?.statusCode === "number" ? e.statusCode : null
  return {
    status,
    code: typeof e?.error?.code === "string" ? e.error.code : null,
    // A timeout or refused connection reaches us as the SDK's own TypeError (it reads err.response.status).
    description:
      typeof e?.error?.description === "string"
        ? e.error.description
        : `no answer from Razorpay (${typeof e?.message === "string" ? e.message : String(error)})`,
  }
}
