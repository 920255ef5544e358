import { MedusaError } from "@medusajs/framework/utils"
import { conflict, DomainError, isDomainError, notFound } from "../../lib/errors"

const BUSY = "This order is being changed by another request. Please try again."

/** Runs an order or return workflow, its failure explained (explainOrderFailure) as the route's 4xx. */
export async function runExplained<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    throw explainOrderFailure(error)
  }
}

/**
 * What an order workflow's failure means: another request holding the
 * order's lock, a missing order, or a transition the order's state refuses
 * (a conflict with that state). Anything else is returned unchanged.
 */
export function explainOrderFailure(error: unknown): unknown {
  if (isDomainError(error)) return error
  const courier = explainCourierFailure(error)
  if (courier) return courier
  const e = error as { type?: string; message?: string } | null
  const message = e?.message ?? ""
  if (/acquir(e|ing) lock|Failed to acquire lock/i.test(message)) return conflict(BUSY)
  if (e?.type === MedusaError.Types.NOT_FOUND) return notFound(message || "Order not found")
  if (e?.type === MedusaError.Types.NOT_ALLOWED) return conflict(message)
  return error
}

/**
 * A courier's failure (modules/providers/courier-client CourierError), thrown in a fulfillment provider
 * and come back from the workflow engine as a plain copy (matched by name): the courier said no → 400
 * with its words (a PIN it does not serve); it failed or answered 5xx → 502, no answer in time → 504,
 * each with its message. Null for anything else.
 */
export function explainCourierFailure(error: unknown): DomainError | null {
  const e = error as { name?: unknown; kind?: unknown; message?: unknown; timedOut?: unknown } | null
  if (!e || e.name !== "CourierError" || typeof e.message !== "string") return null
  if (e.kind === "refused") return new DomainError("invalid", e.message)
  return new DomainError(e.timedOut === true ? "upstream_timeout" : "upstream_failed", e.message)
}
