import { MedusaError } from "@medusajs/framework/utils"
import { conflict, isDomainError, notFound } from "../../lib/errors"

const BUSY = "This order is being changed by another request. Please try again."

/**
 * What an order workflow's failure means: another request holding the
 * order's lock, a missing order, or a transition the order's state refuses
 * (a conflict with that state). Anything else is returned unchanged.
 */
export function explainOrderFailure(error: unknown): unknown {
  if (isDomainError(error)) return error
  const e = error as { type?: string; message?: string } | null
  const message = e?.message ?? ""
  if (/acquir(e|ing) lock|Failed to acquire lock/i.test(message)) return conflict(BUSY)
  if (e?.type === MedusaError.Types.NOT_FOUND) return notFound(message || "Order not found")
  if (e?.type === MedusaError.Types.NOT_ALLOWED) return conflict(message)
  return error
}
