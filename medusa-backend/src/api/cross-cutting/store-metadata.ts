import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { DomainError } from "../../lib/errors"
import { reservedKeyMessage, reservedMetadataKeyIn } from "../../lib/orders/reserved-metadata"

/**
 * Medusa's Store API takes client `metadata` on carts, line items, addresses
 * and the customer (POST /store/carts, /store/carts/:id, /line-items,
 * /store/customers, /store/customers/me, /store/customers/me/addresses...).
 * The shop's rules read some of those keys (lib/orders/reserved-metadata.ts),
 * so a write that names one is a 400 naming the key, before Medusa changes
 * anything (issue 43). Every /store write is checked, so routes Medusa adds
 * later are covered too; other keys pass untouched.
 */
function refuseReservedMetadata(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const found = reservedMetadataKeyIn(req.body)
  if (!found) return next()
  const message = reservedKeyMessage(found.key)
  next(new DomainError("invalid", message, { errors: [{ msg: message, path: found.path }] }))
}

export const storeMetadataMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/*", methods: ["POST", "PUT", "PATCH", "DELETE"], middlewares: [refuseReservedMetadata] },
]
