import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { DomainError, conflict, isDomainError } from "../errors"
import { amount } from "../orders/to-order-view"
import { orderLimitRefusalOf } from "../orders/order-limits"

type ErrorLike = { code?: unknown; message?: unknown; type?: unknown }
const messageOf = (e: unknown) => String((e as ErrorLike | null)?.message ?? "")

const CHECKOUT_ERRORS = {
  outOfStock: (name: string, available: number) =>
    available > 0
      ? `Sorry, only ${available} of ${name} left in stock. Please update your cart.`
      : `Sorry, ${name} is out of stock. Please remove it from your cart.`,
  stockChanged: "Sorry, some items in your cart are no longer available in the quantity you asked for.",
  couponUsedUp: "This coupon has reached its usage limit",
  busy: "Your order is already being placed. Please wait a moment and check your orders.",
} as const

function isStockError(error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike
  const m = messageOf(error)
  return (
    e.code === MedusaError.Codes.INSUFFICIENT_INVENTORY ||
    m.includes("Not enough stock available") ||
    m.includes("does not have the required inventory")
  )
}

const isCouponLimitError = (error: unknown) => messageOf(error).includes("Promotion usage exceeds")
const isLockError = (error: unknown) => /acquir(e|ing) lock|Timed-out acquiring|lock_timeout|Failed to acquire lock/i.test(messageOf(error))

type CartLine = {
  quantity: unknown
  variant_id?: string | null
  product_title?: string | null
  title?: string | null
  product?: { external_id?: string | null } | null
}

/**
 * Which of the cart's items the store can no longer sell in the asked
 * quantity, read after Medusa refused the reservation (so the happy path
 * pays nothing for it).
 */
async function unavailableItems(container: MedusaContainer, cartId: string, salesChannelId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["items.quantity", "items.variant_id", "items.product_title", "items.title", "items.product.external_id"],
    filters: { id: cartId },
  })
  const items = ((data[0]?.items ?? []) as (CartLine | null)[]).filter((i): i is CartLine => !!i?.variant_id)
  if (!items.length) return []
  const availability = await getVariantAvailability(query, {
    variant_ids: items.map((i) => i.variant_id!),
    sales_channel_id: salesChannelId,
  })
  return items
    .map((i) => ({
      productId: i.product?.external_id ?? "",
      name: i.product_title || i.title || "",
      requested: amount(i.quantity),
      available: Math.max(0, Math.floor(Number(availability[i.variant_id!]?.availability ?? 0))),
    }))
    .filter((i) => i.available < i.requested)
}

/** What a failed placement means: a conflict for stock, coupon limit and a concurrent submit; anything else unchanged. */
export async function explainCheckoutFailure(
  container: MedusaContainer,
  error: unknown,
  ctx: { cartId: string; salesChannelId: string }
): Promise<unknown> {
  if (isDomainError(error)) return error
  if (isStockError(error)) {
    const items = await unavailableItems(container, ctx.cartId, ctx.salesChannelId).catch(() => [])
    const first = items[0]
    return conflict(first ? CHECKOUT_ERRORS.outOfStock(first.name, first.available) : CHECKOUT_ERRORS.stockChanged, {
      items,
    })
  }
  // An order limit the completeCartWorkflow hook enforced (a submit that raced another one).
  const limitRefusal = orderLimitRefusalOf(messageOf(error))
  if (limitRefusal) return new DomainError(limitRefusal.refusal, limitRefusal.message, { extra: limitRefusal.extra })
  if (isCouponLimitError(error)) return conflict(CHECKOUT_ERRORS.couponUsedUp)
  if (isLockError(error)) return conflict(CHECKOUT_ERRORS.busy)
  return error
}
