import { isApiError } from "@/lib/api"

/** The cart's error texts (requirements CART-10): server message, else the fallback; network errors their own text. */
export const CART_MESSAGES = {
  add: { failed: "Failed to add item to cart", network: "Error adding item to cart" },
  remove: { failed: "Failed to remove item from cart", network: "Error removing item from cart" },
  clear: { failed: "Failed to clear cart", network: "Error clearing cart" },
  update: { failed: "Failed to update cart item", network: "Error updating cart item" },
  unavailable: "Cart service temporarily unavailable. Please try again.",
  removed: "Item removed from cart",
  cleared: "Cart cleared",
  redirecting: "Redirecting to checkout...",
  added: (name: string) => `${name} added to cart!`,
} as const

export type CartOperation = "add" | "remove" | "clear" | "update"

/** The messages to toast for a failed cart call, one per server field error for adds. */
export function cartErrorMessages(operation: CartOperation, error: unknown): string[] {
  const texts = CART_MESSAGES[operation]
  if (!isApiError(error) || error.kind !== "http") return [texts.network]
  if (operation === "add") {
    // A 405 without a JSON body means a proxy or an old server without the cart call.
    if (error.status === 405 && error.body === null) return [CART_MESSAGES.unavailable]
    const fieldMessages = error.errors.map((e) => e.msg).filter(Boolean)
    if (fieldMessages.length) return fieldMessages
  }
  const message = typeof error.body?.message === "string" && error.body.message ? error.body.message : ""
  return [message || texts.failed]
}
