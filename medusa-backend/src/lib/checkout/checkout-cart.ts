import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_TOTALS_FIELDS } from "../orders/fields"
import { giftMessageOf, isGiftWrapLine } from "../orders/gift-wrap"
import { isCodFeeLine } from "../cod/fee-line"
import type { OrderTotals } from "@sugandh/contract"
import { amount, toOrderTotals } from "../orders/to-order-view"

export type CheckoutTotals = OrderTotals

type CheckoutCartState = {
  cart_id: string
  completed: boolean
  item_count: number
  shipping_method_count: number
  payment_collection_id: string | null
  metadata: Record<string, unknown>
  /** Our gift wrap lines (normally none or one) and their messages. */
  gift_wrap_lines: { id: string; message: string | null; quantity: number; unit_price: number }[]
  /** Our cash-on-delivery fee lines (none unless a COD checkout is under way) and their prices. */
  cod_fee_lines: { id: string; unit_price: number; quantity: number }[]
  totals: CheckoutTotals
}

/** Medusa's own totals of the cart, as the shop shows them (subtotal before discount). */
export async function readCheckoutCart(
  container: { resolve: (key: string) => unknown },
  cartId: string
): Promise<CheckoutCartState | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Query's untyped rows; the fields read are mapped to CheckoutCartState below
    graph: (args: object) => Promise<{ data: any[] }>
  }
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "id",
      "completed_at",
      "metadata",
      ...ORDER_TOTALS_FIELDS,
      "items.id",
      "items.metadata",
      "items.variant_id",
      "items.unit_price",
      "items.quantity",
      "shipping_methods.id",
      "payment_collection.id",
    ],
    filters: { id: cartId },
  })
  const cart = data[0]
  if (!cart) return null
  return {
    cart_id: cart.id,
    completed: !!cart.completed_at,
    item_count: (cart.items ?? []).filter(Boolean).length,
    shipping_method_count: (cart.shipping_methods ?? []).filter(Boolean).length,
    payment_collection_id: cart.payment_collection?.id ?? null,
    metadata: cart.metadata ?? {},
    gift_wrap_lines: (cart.items ?? [])
      .filter(isGiftWrapLine)
      .map((item: { id: string; metadata?: Record<string, unknown> | null; quantity?: unknown; unit_price?: unknown }) => ({
        id: item.id,
        message: giftMessageOf(item),
        quantity: amount(item.quantity),
        unit_price: amount(item.unit_price),
      })),
    cod_fee_lines: (cart.items ?? []).filter(isCodFeeLine).map((item: { id: string; unit_price?: unknown; quantity?: unknown }) => ({
      id: item.id,
      unit_price: amount(item.unit_price),
      quantity: amount(item.quantity),
    })),
    totals: toOrderTotals(cart, cart.items),
  }
}
