import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import type { CartItem, CartState, CartView, ProductLike } from "../types"

export const EMPTY_CART: CartState = { items: [], totals: null, pending: false }

const DEFAULT_CATEGORY = "perfume"

export type CartAction =
  | { type: "replace"; view: CartView }
  | { type: "add"; item: CartItem }
  | { type: "setQuantity"; productId: string; quantity: number }
  | { type: "remove"; productId: string }
  | { type: "clear" }

const sameId = (a: string, b: string) => a.toUpperCase() === b.toUpperCase()

/**
 * The cart rules (requirements CART-04, CART-06, CART-08). "replace" is the server's answer and
 * always wins; the other actions are the immediate, local view of a change
 * until that answer arrives (marked pending).
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "replace":
      return {
        items: action.view.cart.map((i) => ({ ...i })),
        totals: { ...action.view.totals },
        coupon: action.view.coupon ? { ...action.view.coupon } : null,
        pending: false,
      }
    case "add": {
      const quantity = action.item.quantity > 0 ? action.item.quantity : 1
      const present = state.items.some((i) => sameId(i.productId, action.item.productId))
      const items = present
        ? state.items.map((i) => (sameId(i.productId, action.item.productId) ? { ...i, quantity: i.quantity + quantity } : i))
        : [...state.items, { ...action.item, quantity }]
      return { ...state, items, pending: true }
    }
    case "setQuantity":
      if (action.quantity <= 0) return cartReducer(state, { type: "remove", productId: action.productId })
      return {
        ...state,
        items: state.items.map((i) => (sameId(i.productId, action.productId) ? { ...i, quantity: action.quantity } : i)),
        pending: true,
      }
    case "remove":
      return { ...state, items: state.items.filter((i) => !sameId(i.productId, action.productId)), pending: true }
    case "clear":
      return { ...state, items: [], pending: true }
  }
}

/** Cart count is the sum of quantities (requirements LAY-06). */
export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

export type AddPayload = {
  productId: string
  name: string
  category: string
  price: number
  quantity: number
  image: string
}

export const CART_VALIDATION = {
  missingId: "Product ID is missing",
  missingName: "Product name is missing",
} as const

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "")

function firstImage(images: unknown): string {
  if (!Array.isArray(images) || images.length === 0) return ""
  const first: unknown = images[0]
  if (typeof first === "string") return first
  if (typeof first === "object" && first !== null) return text((first as { url?: unknown }).url)
  return ""
}

/**
 * The add payload (requirements CART-09): productId from _id, id or productId; name or
 * title; category or fragrance (default "perfume"); price (default 0, only
 * for display: the server prices the line); quantity (default 1); image.
 */
export function toAddPayload(product: ProductLike, quantity = 1): { ok: true; payload: AddPayload } | { ok: false; error: string } {
  const productId = text(product._id) || text(product.id) || text(product.productId)
  if (!productId) return { ok: false, error: CART_VALIDATION.missingId }
  const name = text(product.name) || text(product.title)
  if (!name) return { ok: false, error: CART_VALIDATION.missingName }
  const price = typeof product.price === "number" && Number.isFinite(product.price) ? product.price : 0
  return {
    ok: true,
    payload: {
      productId,
      name,
      category: text(product.category) || text(product.fragrance) || DEFAULT_CATEGORY,
      price,
      quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
      image: text(product.image) || text(product.imageUrl) || firstImage(product.images) || PLACEHOLDER_PRODUCT_IMAGE,
    },
  }
}
