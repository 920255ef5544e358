import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { formatOrderNumber } from "../../orders/order-number"
import { amount } from "../../orders/to-order-view"
import type { ShopGatewayPayment } from "./settlement-match"

type Query = { graph: (q: { entity: string; fields: string[]; filters: Record<string, unknown> }) => Promise<{ data: unknown[] }> }
type Row = {
  id: string
  data?: Record<string, unknown> | null
  captured_at?: string | Date | null
  captures?: { amount?: unknown }[] | null
  payment_collection?: { order?: { id?: string; display_id?: number } | null } | null
}

/** The gateway provider's payments (pp_razorpay_*), as Medusa's payment module records them. */
export const GATEWAY_PROVIDER_ID = "pp_razorpay_sugandh"

/** One write of a gateway payment's data at a time (refund.processed, the settlement report). Seconds. */
export const GATEWAY_PAYMENT_LOCK = { timeout: 10, ttl: 60 }
export const gatewayPaymentLockKey = (gatewayPaymentId: string) => `gateway-payment:${gatewayPaymentId}`

/** The shop's captured Razorpay payments with their order and any settlement already recorded (read-only). */
export async function listShopGatewayPayments(container: MedusaContainer): Promise<ShopGatewayPayment[]> {
  const query = container.resolve<Query>(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "data", "captured_at", "captures.amount", "payment_collection.order.id", "payment_collection.order.display_id"],
    filters: { provider_id: GATEWAY_PROVIDER_ID },
  })
  return (data as Row[])
    .filter((p) => typeof p.data?.razorpay_payment_id === "string" && (p.captured_at || (p.captures ?? []).length > 0))
    .map((p) => {
      const order = p.payment_collection?.order
      const captured = (p.captures ?? []).reduce((sum, c) => sum + amount(c.amount as Parameters<typeof amount>[0]), 0)
      return {
        gatewayPaymentId: p.data!.razorpay_payment_id as string,
        orderId: order?.id ?? null,
        orderNumber: typeof order?.display_id === "number" ? formatOrderNumber(order.display_id) : null,
        amount: Math.round(captured * 100) / 100,
        capturedAt: p.captured_at ? new Date(p.captured_at).toISOString() : null,
        settlementId: typeof p.data?.settlement_id === "string" ? (p.data.settlement_id as string) : null,
      }
    })
}

/**
 * Medusa's payment (id and data) behind Razorpay's pay_... id, or null when the shop has none (read-only).
 * Looked up in the database by the id the provider keeps in the payment's data (a JSON property
 * filter, as account.ts finds an identity by its app_metadata), so a webhook or a settlement row
 * reads one row however many payments the shop has.
 */
export async function findGatewayPayment(
  container: MedusaContainer,
  gatewayPaymentId: string
): Promise<{ id: string; data: Record<string, unknown> } | null> {
  const payments = container.resolve(Modules.PAYMENT)
  // The payment table has provider_id and a JSON data column; the filter's type names neither.
  const filters = { provider_id: GATEWAY_PROVIDER_ID, data: { razorpay_payment_id: gatewayPaymentId } } as Parameters<
    typeof payments.listPayments
  >[0]
  const [payment] = (await payments.listPayments(filters, { select: ["id", "data"], take: 2 })) as {
    id: string
    data?: Record<string, unknown> | null
  }[]
  return payment ? { id: payment.id, data: payment.data ?? {} } : null
}
