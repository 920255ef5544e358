import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { JSON_BODY } from "./body-limits"
import { validateBody } from "./validate"

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown
type Method = "GET" | "POST" | "PUT" | "DELETE"

/**
 * The rule of a call with a small JSON body (ids, a status, a code): the small
 * body limit, then `guard` (a sign-in check), then the body's schema when it has one.
 */
export const smallJsonCall = (matcher: string, methods: Method[], guard: Middleware[], body?: z.ZodTypeAny): MiddlewareRoute => ({
  matcher,
  methods,
  bodyParser: JSON_BODY.small,
  middlewares: [...guard, ...(body ? [validateBody(body)] : [])],
})
