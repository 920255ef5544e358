import type { MedusaContainer } from "@medusajs/framework/types"
import { GST_INSIDE_FIELDS, gstInside, type GstRow } from "../tax/gst-inside"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { toAmount } from "../catalogue"
import { codFeeOf, isCodFeeLine } from "../cod/fee-line"

/** One cart line as the storefront reads it (requirements CART-03). */
type CartItemView = {
  productId: string
  name: string
  category: string
  price: number
  quantity: number
  image: string | null
}

type CartTotalsView = {
  subtotal: number
  shipping: number
  /** The cash-on-delivery fee on the cart: 0, except while a COD checkout is being placed (the fee line is added then). */
  codFee: number
  discount: number
  /** The GST inside the total (prices are tax-inclusive), shown as "Inclusive of GST ₹X". */
  tax: number
  total: number
  itemCount: number
}

/** The coupon Medusa applied to the server cart (its promotion's code and what it takes off). */
type CartCouponView = { code: string; calculatedDiscount: number }

/** `coupon` is present only while a code discounts the cart, so the checkout's coupon box can show it after a reload. */
export type CartView = { cart: CartItemView[]; totals: CartTotalsView; coupon?: CartCouponView }

export const EMPTY_CART_VIEW: CartView = {
  cart: [],
  totals: { subtotal: 0, shipping: 0, codFee: 0, discount: 0, tax: 0, total: 0, itemCount: 0 },
}

/** Medusa's line items and computed totals, plus the product's catalogue id and category through the line item → product link. */
const CART_VIEW_FIELDS = [
  "id",
  "original_item_total",
  "shipping_total",
  "discount_total",
  "tax_total",
  "total",
  "shipping_methods.id",
  "items.id",
  "items.product_id",
  "items.variant_id",
  "items.quantity",
  "items.unit_price",
  "items.product_title",
  "items.title",
  "items.thumbnail",
  "items.metadata",
  "items.created_at",
  "items.product.external_id",
  "items.product.categories.handle",
  "items.adjustments.code",
  // The GST shown is the invoice's figure (lib/tax/gst-inside), from the lines' totals and rates.
  ...GST_INSIDE_FIELDS,
]

type QueriedLine = {
  id: string
  product_id?: string | null
  variant_id?: string | null
  quantity: unknown
  unit_price: unknown
  product_title?: string | null
  title?: string | null
  thumbnail?: string | null
  metadata?: Record<string, unknown> | null
  created_at?: string | Date | null
  product?: { external_id?: string | null; categories?: ({ handle?: string | null } | null)[] | null } | null
  adjustments?: ({ code?: string | null } | null)[] | null
}

export type CartLine = { itemId: string; productId: string; medusaProductId: string; quantity: number }

/** Reads the cart once and returns both the client view and the line → product mapping the routes need. */
export async function readCart(
  container: MedusaContainer,
  cartId: string | null
): Promise<{ view: CartView; lines: CartLine[]; shippingInStep: boolean }> {
  if (!cartId) return { view: EMPTY_CART_VIEW, lines: [], shippingInStep: true }
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_VIEW_FIELDS, filters: { id: cartId } })
  const cart = data[0] as (Record<string, unknown> & { items?: (QueriedLine | null)[] | null }) | undefined
  if (!cart) return { view: EMPTY_CART_VIEW, lines: [], shippingInStep: true }

  // Oldest first, so a line keeps its place when its quantity changes. The COD fee is a charge, not a product.
  const allItems = (cart.items ?? []).filter((i): i is QueriedLine => !!i)
  const codFee = codFeeOf(allItems, toAmount)
  const items = allItems
    .filter((i) => !isCodFeeLine(i))
    .sort((a, b) => new Date(a.created_at ?? 0).getTime() - new Date(b.created_at ?? 0).getTime())

  const lines: CartLine[] = []
  const view: CartItemView[] = items.map((item) => {
    const productId = item.product?.external_id || item.product_id || item.variant_id || item.id
    lines.push({ itemId: item.id, productId, medusaProductId: item.product_id ?? "", quantity: toAmount(item.quantity) })
    return {
      productId,
      name: item.product_title || item.title || "",
      category: item.product?.categories?.find((c) => c?.handle)?.handle ?? "",
      price: toAmount(item.unit_price),
      quantity: toAmount(item.quantity),
      image: item.thumbnail ?? null,
    }
  })

  const totals: CartTotalsView = {
    subtotal: Math.round((toAmount(cart.original_item_total) - codFee) * 100) / 100,
    shipping: toAmount(cart.shipping_total),
    codFee,
    discount: toAmount(cart.discount_total),
    tax: gstInside(cart as GstRow) ?? Math.round(toAmount(cart.tax_total) * 100) / 100,
    total: toAmount(cart.total),
    itemCount: view.reduce((sum, i) => sum + i.quantity, 0),
  }
  const code = items.flatMap((i) => i.adjustments ?? []).find((a) => a?.code)?.code
  const coupon = code && totals.discount > 0 ? { coupon: { code, calculatedDiscount: totals.discount } } : {}
  // A cart with items has the shipping method, an empty one has none (see syncCartShippingWorkflow).
  const hasShipping = ((cart.shipping_methods as unknown[] | null) ?? []).some(Boolean)
  return { view: { cart: view, totals, ...coupon }, lines, shippingInStep: hasShipping === lines.length > 0 }
}

/** The line holding a product, matched by catalogue id (any case) or Medusa product id. */
export function findLine(lines: CartLine[], idOrCatalogueId: string): CartLine | undefined {
  const id = idOrCatalogueId.trim()
  const upper = id.toUpperCase()
  return lines.find((l) => l.medusaProductId === id || l.productId.toUpperCase() === upper)
}
