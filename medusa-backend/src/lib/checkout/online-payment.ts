import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findCustomerCartId } from "../cart/find-customer-cart"
import { getStoreContext } from "../catalogue"
import { GATEWAY_UNAVAILABLE_CODE, GATEWAY_UNAVAILABLE_MESSAGE } from "../../modules/providers/payment-razorpay/service"
import { razorpayOptionsFromEnv } from "../../modules/providers/payment-razorpay/settings"

export { GATEWAY_UNAVAILABLE_MESSAGE }

/** What checkout offers for "Pay online": Razorpay with its public key id, or null when the shop has no gateway keys. */
export function onlinePaymentOffer(env: NodeJS.ProcessEnv = process.env): { provider: "razorpay"; keyId: string } | null {
  const options = razorpayOptionsFromEnv(env)
  return options?.key_id ? { provider: "razorpay", keyId: options.key_id } : null
}

/** The provider refused to start a payment (Razorpay 5xx or no answer): the shopper may try again. */
export function isGatewayUnavailable(error: unknown): boolean {
  const e = error as { message?: unknown; code?: unknown } | null
  return e?.code === GATEWAY_UNAVAILABLE_CODE || (typeof e?.message === "string" && e.message.includes(GATEWAY_UNAVAILABLE_MESSAGE))
}

type SessionRow = {
  id: string
  provider_id: string
  status?: string
  amount?: unknown
  currency_code?: string
  data?: Record<string, unknown> | null
}

export type OnlineCheckout =
  /** The customer's open cart whose gateway session made this Razorpay order: complete it. */
  | { kind: "cart"; cart_id: string; session: { id: string; amount: number; currency_code: string; data: Record<string, unknown> } }
  /** Already an order (a double click, a retry, or Medusa's webhook completed the cart first). */
  | { kind: "order"; order_id: string }
  | { kind: "none" }

const isGatewaySession = (s: SessionRow | null | undefined, razorpayOrderId: string) =>
  !!s && s.provider_id.startsWith("pp_razorpay_") && s.data?.razorpay_order_id === razorpayOrderId

/** How many of the customer's latest orders are searched for a replayed confirmation. */
const RECENT_ORDERS = 5

/**
 * Where a Razorpay order the checkout paid belongs: the customer's open cart
 * (its gateway payment session carries the Razorpay order id), or one of the
 * customer's latest orders already made from it. Only the customer's own carts
 * and orders are looked at, so another shopper's payment ids lead nowhere.
 */
export async function findOnlineCheckout(container: MedusaContainer, customerId: string, razorpayOrderId: string): Promise<OnlineCheckout> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const store = await getStoreContext(container)
  const cartId = await findCustomerCartId(container, customerId, store)
  if (cartId) {
    const { data } = await query.graph({
      entity: "cart",
      fields: [
        "id",
        "payment_collection.payment_sessions.id",
        "payment_collection.payment_sessions.provider_id",
        "payment_collection.payment_sessions.status",
        "payment_collection.payment_sessions.amount",
        "payment_collection.payment_sessions.currency_code",
        "payment_collection.payment_sessions.data",
      ],
      filters: { id: cartId },
    })
    const sessions = ((data[0]?.payment_collection?.payment_sessions ?? []) as (SessionRow | null)[]).filter(Boolean) as SessionRow[]
    const session = sessions.find((s) => isGatewaySession(s, razorpayOrderId))
    if (session) {
      return {
        kind: "cart",
        cart_id: cartId,
        session: {
          id: session.id,
          amount: Number(session.amount),
          currency_code: session.currency_code ?? "inr",
          data: session.data ?? {},
        },
      }
    }
  }
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "created_at", "payment_collections.payment_sessions.provider_id", "payment_collections.payment_sessions.data"],
    filters: { customer_id: customerId },
    pagination: { order: { created_at: "DESC" }, take: RECENT_ORDERS, skip: 0 },
  })
  for (const order of orders as { id: string; payment_collections?: ({ payment_sessions?: (SessionRow | null)[] } | null)[] }[]) {
    const sessions = (order.payment_collections ?? []).flatMap((pc) => pc?.payment_sessions ?? [])
    if (sessions.some((s) => isGatewaySession(s, razorpayOrderId))) return { kind: "order", order_id: order.id }
  }
  return { kind: "none" }
}

/** The payment Medusa recorded for an order's gateway session (to announce its capture). */
export async function capturedPaymentIdOfOrder(container: MedusaContainer, orderId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["payment_collections.payments.id", "payment_collections.payments.captured_at", "payment_collections.payments.provider_id"],
    filters: { id: orderId },
  })
  const payments = (
    (data[0]?.payment_collections ?? []) as { payments?: { id: string; captured_at?: unknown; provider_id: string }[] }[]
  ).flatMap((pc) => pc?.payments ?? [])
  return payments.find((p) => p.provider_id.startsWith("pp_razorpay_") && p.captured_at)?.id ?? null
}
