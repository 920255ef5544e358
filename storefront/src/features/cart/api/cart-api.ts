import { CartChangeAnswerSchema, CartViewSchema } from "@/lib/answers"
import { type CartView } from "@sugandh/contract"
import { api } from "@/lib/api"
import type { AddPayload } from "../utils/cart-rules"

/** The cart part of an answer (the writes also carry a message the cart does not show). */
const toCartView = ({ cart, totals, coupon }: CartView): CartView => ({ cart, totals, coupon: coupon ?? null })

// Each answer is parsed with the contract's schema (lib/api): one that breaks it fails like a refused call.
export const fetchCart = async (signal?: AbortSignal) => toCartView(await api.get("/auth/cart", { signal, answer: CartViewSchema }))

/** The server prices the line itself; name, category, price and image are sent as the add payload of requirements CART-09. */
export const addToCart = async (payload: AddPayload) =>
  toCartView(await api.post("/auth/cart", payload, { answer: CartChangeAnswerSchema }))

export const updateCartItem = async (productId: string, quantity: number) =>
  toCartView(await api.put(`/auth/cart/${encodeURIComponent(productId)}`, { quantity }, { answer: CartChangeAnswerSchema }))

export const removeCartItem = async (productId: string) =>
  toCartView(await api.delete(`/auth/cart/${encodeURIComponent(productId)}`, { answer: CartChangeAnswerSchema }))

export const clearCartRequest = async () => toCartView(await api.delete("/auth/cart", { answer: CartChangeAnswerSchema }))
