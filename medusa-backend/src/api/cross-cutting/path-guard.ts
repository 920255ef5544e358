import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { DomainError } from "../../lib/errors"
import { isWellFormedPath, MALFORMED_PATH_MESSAGE } from "../utils/path-guard"

/**
 * One guard for every route (/api, /store, /admin, /auth): a path with a NUL
 * byte or broken percent-encoding is answered 400 before any route reads its
 * parameters. Express' own decode failures (params matched by Medusa's routes
 * before this runs) are answered the same way by the error handler.
 */
export const pathGuardMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "*",
    middlewares: [
      (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
        const raw = (req.originalUrl ?? req.url ?? "").split("?")[0]
        if (!isWellFormedPath(raw)) return next(new DomainError("invalid", MALFORMED_PATH_MESSAGE))
        next()
      },
    ],
  },
]
