import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * GATEWAY_PAYMENT_MINUTES (default 30): how long after the Razorpay order is
 * made a payment may still keep the order. No stock is held for an unpaid
 * gateway checkout, so a later payment still makes the order; it is then
 * cancelled through the shop's cancel path (Medusa refunds it once through
 * Razorpay, credit note as for any cancellation) and the operator is told.
 */
export const DEFAULT_GATEWAY_PAYMENT_MINUTES = 30

export function gatewayPaymentMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.GATEWAY_PAYMENT_MINUTES)
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_GATEWAY_PAYMENT_MINUTES
}

export type LatePayment = { minutesLate: number; windowMinutes: number }

/**
 * Whether a gateway payment's data shows it proven after the window: from
 * initiated_at (the Razorpay order made) to authorized_at (the payment proven,
 * by the checkout's answer or the webhook). null when on time or unknown.
 */
export function lateGatewayPayment(data: Record<string, unknown> | null | undefined, windowMinutes: number): LatePayment | null {
  const start = Date.parse(String(data?.initiated_at ?? ""))
  const proven = Date.parse(String(data?.authorized_at ?? ""))
  if (!Number.isFinite(start) || !Number.isFinite(proven)) return null
  const minutes = (proven - start) / 60_000
  return minutes > windowMinutes ? { minutesLate: Math.ceil(minutes - windowMinutes), windowMinutes } : null
}

export const latePaymentReason = (late: LatePayment) =>
  `Paid online after the ${late.windowMinutes}-minute payment window: cancelled and refunded in full to the shopper's payment method`

export const LATE_PAYMENT_SHOPPER_MESSAGE = (windowMinutes: number) =>
  `Your payment arrived after the ${windowMinutes}-minute payment window, so this order could not be kept. It is cancelled and the full amount is refunded to your payment method.`

type Query = { graph: (q: { entity: string; fields: string[]; filters: Record<string, unknown> }) => Promise<{ data: unknown[] }> }

/** The order's Razorpay payment, when it was proven after the window (read-only). */
export async function lateGatewayPaymentOfOrder(container: MedusaContainer, orderId: string): Promise<LatePayment | null> {
  const query = container.resolve<Query>(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["payment_collections.payments.provider_id", "payment_collections.payments.data"],
    filters: { id: orderId },
  })
  const order = data[0] as { payment_collections?: { payments?: { provider_id?: string; data?: Record<string, unknown> }[] }[] } | undefined
  const payments = (order?.payment_collections ?? []).flatMap((pc) => pc?.payments ?? [])
  const gateway = payments.find((p) => p?.provider_id?.startsWith("pp_razorpay_"))
  return gateway ? lateGatewayPayment(gateway.data, gatewayPaymentMinutes()) : null
}
