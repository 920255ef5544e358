import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { readAccountMetadata } from "../auth/user"
import type { DomainErrorKind } from "../errors"
import { envNumber } from "../rate-limit/env"
import { isGiftWrapLine } from "./gift-wrap"
import { isCodFeeLine } from "../cod/fee-line"
import { META } from "./metadata"
import { readOrders } from "./read-orders"
import { amount } from "./to-order-view"
import { ORDER_LIMIT_MESSAGES } from "@sugandh/contract"

/**
 * Limits that keep one account from holding the catalogue hostage with
 * unpaid (bank-transfer / UPI) orders: every placed order reserves stock
 * until it is paid or cancelled. Settings from env, read at call time.
 */
const orderLimits = () => ({
  perLine: envNumber("ORDER_MAX_LINE_QUANTITY", 10),
  perOrder: envNumber("ORDER_MAX_UNITS", 30),
  // Jest suites place many orders for one seeded shopper; the limit tests set it explicitly.
  openUnpaid: envNumber("ORDER_MAX_OPEN_UNPAID", process.env.NODE_ENV === "test" ? 1000 : 3),
  // An address nobody has proven to own costs nothing to make: throwaway accounts hold one unpaid order each.
  openUnpaidUnverified: envNumber("ORDER_MAX_OPEN_UNPAID_UNVERIFIED", process.env.NODE_ENV === "test" ? 1000 : 1),
})

/** The `error` field of the unverified-account refusal: the checkout offers to resend the verification link. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED"

type OrderLimitRefusal = {
  refusal: Extract<DomainErrorKind, "invalid" | "conflict">
  message: string
  /** Extra answer fields (`error: "EMAIL_NOT_VERIFIED"`). */
  extra?: Record<string, unknown>
}

type Line = {
  quantity: unknown
  variant_id?: string | null
  product_title?: string | null
  title?: string | null
  metadata?: Record<string, unknown> | null
}

/** The first quantity cap the lines break, or null. The caps count goods: the gift wrap and COD fee charges are not units. */
function quantityRefusal(allLines: Line[]): OrderLimitRefusal | null {
  const { perLine, perOrder } = orderLimits()
  const lines = allLines.filter((line) => !isGiftWrapLine(line) && !isCodFeeLine(line))
  for (const line of lines) {
    if (amount(line.quantity) > perLine) {
      return { refusal: "invalid", message: ORDER_LIMIT_MESSAGES.perLine(perLine, line.product_title || line.title || "this item") }
    }
  }
  const units = lines.reduce((sum, line) => sum + amount(line.quantity), 0)
  return units > perOrder ? { refusal: "invalid", message: ORDER_LIMIT_MESSAGES.perOrder(perOrder) } : null
}

type QueriedOrder = {
  id: string
  status: string
  metadata?: Record<string, unknown> | null
  payment_collections?: Array<{
    payments?: Array<{ canceled_at?: unknown; captures?: Array<{ amount: unknown } | null> | null } | null> | null
  } | null> | null
}

/**
 * The customer's orders that still hold stock without payment: not cancelled
 * and nothing captured. The order a crashed completion of `cartId` already
 * wrote is not counted (its retry must be able to finish).
 */
async function countOpenUnpaidOrders(container: MedusaContainer, buyer: Buyer, cartId?: string): Promise<number> {
  const fields = ["id", "status", "metadata", "payment_collections.payments.canceled_at", "payment_collections.payments.captures.amount"]
  const open = { status: { $nin: ["canceled", "draft", "archived"] } }
  // An account is counted as itself. A guest (Medusa's Store API makes a customer without an account per e-mail)
  // is counted by its e-mail and by its phone, so a new e-mail does not start a new count (issue 43).
  const who: Record<string, unknown>[] = buyer.hasAccount
    ? [{ customer_id: buyer.customerId }]
    : [...(buyer.email ? [{ email: buyer.email }] : []), ...(buyer.phone ? [{ shipping_address: { phone: buyer.phone } }] : [])]
  const found = await Promise.all(who.map((filter) => readOrders<QueriedOrder>(container, { fields, filters: { ...filter, ...open } })))
  const orders = [...new Map(found.flat().map((order) => [order.id, order])).values()]
  return orders.filter((order) => {
    if (cartId && order.metadata?.[META.cartId] === cartId) return false
    // Cash on delivery has its own cap (one unconfirmed order, lib/cod); a confirmed one ships and is paid on delivery.
    if (order.metadata?.[META.paymentMethod] === "cod") return false
    const payments = (order.payment_collections ?? []).flatMap((pc) => pc?.payments ?? []).filter((p) => !!p)
    const captured = payments.some((p) => (p!.captures ?? []).some((c) => !!c && amount(c.amount) > 0))
    return !captured
  }).length
}

type Buyer = { customerId?: string | null; hasAccount: boolean; verified: boolean; email?: string | null; phone?: string | null }

/** Who places the order: an account (verified or not) or a guest. */
async function buyerOf(
  container: MedusaContainer,
  args: { customerId?: string | null; email?: string | null; phone?: string | null }
): Promise<Buyer> {
  const [customer] = args.customerId
    ? await container.resolve(Modules.CUSTOMER).listCustomers({ id: args.customerId }, { select: ["id", "has_account", "metadata"] })
    : []
  return {
    customerId: customer?.id ?? null,
    hasAccount: !!customer?.has_account,
    // A guest (no account) has never verified an e-mail with us.
    verified: !!customer?.has_account && readAccountMetadata(customer.metadata).isEmailVerified === true,
    email: args.email ?? null,
    phone: args.phone?.trim() || null,
  }
}

/** Every limit for a customer's next order from these lines, or null when it may be placed. */
export async function orderLimitRefusal(
  container: MedusaContainer,
  args: { customerId?: string | null; email?: string | null; phone?: string | null; cartId?: string; lines: Line[] }
): Promise<OrderLimitRefusal | null> {
  const byQuantity = quantityRefusal(args.lines)
  if (byQuantity) return byQuantity
  const { openUnpaid, openUnpaidUnverified } = orderLimits()
  const buyer = await buyerOf(container, args)
  const open = await countOpenUnpaidOrders(container, buyer, args.cartId)
  if (open >= openUnpaid) return { refusal: "conflict", message: ORDER_LIMIT_MESSAGES.openUnpaid(openUnpaid) }
  if (open >= openUnpaidUnverified && !buyer.verified) {
    return {
      refusal: "conflict",
      message: ORDER_LIMIT_MESSAGES.openUnpaidUnverified(openUnpaidUnverified),
      extra: { error: EMAIL_NOT_VERIFIED },
    }
  }
  return null
}

/** The cart's lines as the limits read them. */
export async function cartLines(container: MedusaContainer, cartId: string): Promise<Line[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["items.quantity", "items.product_title", "items.title", "items.metadata", "items.variant_id"],
    filters: { id: cartId },
  })
  return ((data[0]?.items ?? []) as (Line | null)[]).filter((i): i is Line => !!i)
}

/** The refusal the completeCartWorkflow hook raised (its message is one of ours), or null. */
export function orderLimitRefusalOf(message: string): OrderLimitRefusal | null {
  if (message.startsWith("You already have ") && message.includes(" unpaid orders.")) return { refusal: "conflict", message }
  if (message.startsWith("Please verify your email address to place another order.")) {
    return { refusal: "conflict", message, extra: { error: EMAIL_NOT_VERIFIED } }
  }
  if (message.startsWith("You can order at most ")) return { refusal: "invalid", message }
  return null
}
