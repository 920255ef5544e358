import { webhookSignatureIsValid } from "./signatures"

/**
 * What a Razorpay webhook means for the shop, read from the signed body.
 * Events and payload shapes: https://razorpay.com/docs/webhooks/payments
 * (payment.captured, payment.failed), https://razorpay.com/docs/webhooks/orders
 * (order.paid), https://razorpay.com/docs/webhooks/refunds (refund.processed).
 */
export type RazorpayWebhook =
  | { kind: "bad_signature" }
  | {
      kind: "captured" | "failed"
      event: string
      paymentId: string
      orderId: string | null
      amountPaise: number
      currency: string
      sessionId: string | null
      /** The Razorpay order when the signed body carries it (order.paid): its amount and currency as asked. */
      order: { id: string; amount: number; currency: string; notes: unknown } | null
    }
  | {
      kind: "refund_processed"
      event: string
      refundId: string
      paymentId: string
      amountPaise: number
      /** The session named in the refund's notes (the shop's own refunds carry it; a Dashboard refund does not). */
      sessionId: string | null
      /** When Razorpay created the refund (its created_at, Unix seconds), as an ISO time; null when absent. */
      createdAt: string | null
    }
  | { kind: "ignored"; event: string }

type Entity = Record<string, unknown>

const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null)
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0)

function entity(payload: unknown, name: string): Entity | null {
  const holder = (payload as Record<string, { entity?: unknown } | undefined> | null)?.[name]
  return holder && typeof holder.entity === "object" && holder.entity ? (holder.entity as Entity) : null
}

/** Razorpay sends notes as an object, or as [] when there are none (see the docs' sample payloads). */
function sessionIdFrom(notes: unknown): string | null {
  return notes && typeof notes === "object" && !Array.isArray(notes) ? str((notes as Entity).session_id) : null
}

/**
 * Medusa's hook route hands over req.rawBody, a Buffer; through the Redis event
 * bus it arrives serialised as { type: "Buffer", data: [...] }.
 */
export function rawBodyBytes(raw: unknown): Buffer | null {
  if (Buffer.isBuffer(raw)) return raw
  if (typeof raw === "string") return Buffer.from(raw)
  const serialised = raw as { type?: unknown; data?: unknown } | null
  if (serialised?.type === "Buffer" && Array.isArray(serialised.data)) return Buffer.from(serialised.data as number[])
  return null
}

export function readRazorpayWebhook(input: { rawBody: unknown; signature: unknown; secret: string | null }): RazorpayWebhook {
  const raw = rawBodyBytes(input.rawBody)
  if (!input.secret || !raw || !webhookSignatureIsValid({ rawBody: raw, signature: input.signature, secret: input.secret })) {
    return { kind: "bad_signature" }
  }
  // Read from the bytes that were signed, not from what a body parser made of them.
  let body: Entity
  try {
    body = JSON.parse(raw.toString("utf8")) as Entity
  } catch {
    return { kind: "ignored", event: "" }
  }
  const event = str(body.event) ?? ""
  const payment = entity(body.payload, "payment")
  const order = entity(body.payload, "order")

  if ((event === "payment.captured" || event === "order.paid" || event === "payment.failed") && payment && str(payment.id)) {
    return {
      kind: event === "payment.failed" ? "failed" : "captured",
      event,
      paymentId: str(payment.id)!,
      orderId: str(payment.order_id) ?? str(order?.id),
      amountPaise: num(payment.amount),
      currency: str(payment.currency) ?? "INR",
      // The shop puts Medusa's payment session id in the Razorpay order's notes; order.paid carries the order.
      sessionId: sessionIdFrom(order?.notes) ?? sessionIdFrom(payment.notes),
      order:
        order && str(order.id)
          ? { id: str(order.id)!, amount: num(order.amount), currency: str(order.currency) ?? "", notes: order.notes }
          : null,
    }
  }
  const refund = entity(body.payload, "refund")
  if (event === "refund.processed" && refund && str(refund.id) && str(refund.payment_id)) {
    return {
      kind: "refund_processed",
      event,
      refundId: str(refund.id)!,
      paymentId: str(refund.payment_id)!,
      amountPaise: num(refund.amount),
      sessionId: sessionIdFrom(refund.notes),
      createdAt: num(refund.created_at) > 0 ? new Date(num(refund.created_at) * 1000).toISOString() : null,
    }
  }
  return { kind: "ignored", event }
}
