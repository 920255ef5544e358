import { api } from "@/lib/api"
import type { CartItem, CartTotals, CartView } from "../types"
import type { AddPayload } from "../utils/cart-rules"

/** Reads the server's answer defensively: a missing list or totals becomes an empty cart. */
function toCartView(body: unknown): CartView {
  const record = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>
  const list = Array.isArray(record.cart) ? record.cart : Array.isArray(body) ? body : []
  const cart: CartItem[] = list
    .filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null)
    .map((x) => ({
      productId: String(x.productId ?? x.id ?? ""),
      name: String(x.name ?? ""),
      category: String(x.category ?? ""),
      price: Number(x.price ?? 0),
      quantity: Number(x.quantity ?? 0),
      image: typeof x.image === "string" && x.image ? x.image : null,
    }))
  const t = (typeof record.totals === "object" && record.totals !== null ? record.totals : {}) as Record<string, unknown>
  const totals: CartTotals = {
    subtotal: Number(t.subtotal ?? 0),
    shipping: Number(t.shipping ?? 0),
    discount: Number(t.discount ?? 0),
    tax: Number(t.tax ?? 0),
    total: Number(t.total ?? 0),
    itemCount: Number(t.itemCount ?? cart.reduce((s, i) => s + i.quantity, 0)),
  }
  const c = record.coupon as { code?: unknown; calculatedDiscount?: unknown } | null | undefined
  const coupon =
    c && typeof c === "object" && typeof c.code === "string" && c.code
      ? { code: c.code, calculatedDiscount: Number(c.calculatedDiscount ?? 0) }
      : null
  return { cart, totals, coupon }
}

export const fetchCart = async (signal?: AbortSignal) => toCartView(await api.get<unknown>("/auth/cart", { signal }))

/** The server prices the line itself; name, category, price and image are sent as the add payload of requirements CART-09. */
export const addToCart = async (payload: AddPayload) => toCartView(await api.post<unknown>("/auth/cart", payload))

export const updateCartItem = async (productId: string, quantity: number) =>
  toCartView(await api.put<unknown>(`/auth/cart/${encodeURIComponent(productId)}`, { quantity }))

export const removeCartItem = async (productId: string) =>
  toCartView(await api.delete<unknown>(`/auth/cart/${encodeURIComponent(productId)}`))

export const clearCartRequest = async () => toCartView(await api.delete<unknown>("/auth/cart"))
