import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { conflict, isDomainError, notFound } from "../errors"
import { findProductByAnyId } from "../catalogue"

type ErrorLike = { code?: unknown; message?: unknown; type?: unknown }

/** Medusa's confirm-inventory step failed (the stock guard inside add/update workflows). */
export function isInsufficientInventory(error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike
  return (
    e.code === MedusaError.Codes.INSUFFICIENT_INVENTORY ||
    (typeof e.message === "string" && e.message.includes("does not have the required inventory"))
  )
}

/** Another request holds the cart's lock for longer than we wait (in-memory, Postgres and Redis lockers). */
export function isLockTimeout(error: unknown): boolean {
  const message = (error as ErrorLike | null)?.message
  return typeof message === "string" && (message.includes("acquiring lock") || message.includes("Failed to acquire lock"))
}

/**
 * What a cart workflow's failure means for the shopper. Out of stock is a conflict with
 * `available`: the units of this product the store can still sell, i.e. the
 * most this cart can hold. It is read only after the workflow refused, so the
 * happy path pays nothing for it.
 */
export async function explainCartFailure(
  container: MedusaContainer,
  error: unknown,
  productId: string,
  /** What a NOT_FOUND from the workflow means for this call (the line or product vanished meanwhile). */
  notFoundMessage = "Product not found"
): Promise<unknown> {
  if (isDomainError(error)) return error
  if (isInsufficientInventory(error)) {
    const product = await findProductByAnyId(container, productId, { withStock: true })
    const available = Math.max(0, Math.floor(product?.stockQuantity ?? 0))
    const message = available > 0 ? `Only ${available} left in stock` : "This product is out of stock"
    return conflict(message, { available })
  }
  if ((error as ErrorLike | null)?.type === MedusaError.Types.NOT_FOUND) {
    return notFound(notFoundMessage)
  }
  if (isLockTimeout(error)) {
    return conflict("Your cart is being updated by another request. Please try again.")
  }
  return error
}
