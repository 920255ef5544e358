import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { CHARGES_ARE_NOT_RETURNED, isChargeLine } from "../../lib/orders/charge-lines"

type ItemsBody = { items?: unknown }

/**
 * The COD fee and the gift wrap are recorded as fulfilled at placement (lib/orders/
 * charge-lines-fulfilment.ts), so Medusa's Admin API would take them back as returned lines (its
 * forms list them but pick only delivered lines, which they never are). Medusa's request-item workflows have no validate hook, so the rule sits on their
 * routes: a body naming a charge line is a 400 naming it, before Medusa records anything. The
 * Store API's return (POST /store/returns) is held to the same rule.
 */
async function refuseChargeLines(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const items = (req.body as ItemsBody | undefined)?.items
  const ids = Array.isArray(items)
    ? items.map((item) => (item as { id?: unknown })?.id).filter((id): id is string => typeof id === "string")
    : []
  if (!ids.length) return next()
  const lines = await req.scope.resolve(Modules.ORDER).listOrderLineItems({ id: ids }, { select: ["id", "metadata"] })
  const charges = new Set(lines.filter((line) => isChargeLine(line)).map((line) => line.id))
  if (!charges.size) return next()
  next(
    new DomainError("invalid", CHARGES_ARE_NOT_RETURNED, {
      errors: ids.flatMap((id, i) => (charges.has(id) ? [{ msg: CHARGES_ARE_NOT_RETURNED, path: `items[${i}].id` }] : [])),
    })
  )
}

const takesLinesBack = [
  "/admin/returns/:id/request-items",
  "/admin/exchanges/:id/inbound/items",
  "/admin/claims/:id/inbound/items",
  "/admin/claims/:id/claim-items",
  "/store/returns",
]

export const chargesNotReturnedMiddlewares: MiddlewareRoute[] = takesLinesBack.map((matcher) => ({
  matcher,
  methods: ["POST"],
  middlewares: [refuseChargeLines],
}))
