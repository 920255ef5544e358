import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { setSecurityHeaders } from "../utils/security-headers"

/**
 * The backend sends the edge's anti-framing headers itself, so they hold when
 * it is reached without the storefront's nginx (the JS SDK, a misconfigured
 * proxy): nothing it serves may be framed (clickjacking of the Medusa admin
 * and of signed-in pages) or sniffed into another type. Where nginx sets its
 * own values (deploy/nginx/storefront.conf.template) it hides these with
 * proxy_hide_header, so a response never carries a header twice.
 *
 * Errors raised by Medusa's own checks before project middlewares (publishable
 * key, CORS) get the headers from the error handler.
 *
 * Uploaded files under /static get a stricter policy (sandbox) from their own
 * route, src/api/static/[name]/route.ts.
 */
export const securityHeaderMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "*",
    middlewares: [
      (_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
        setSecurityHeaders(res)
        next()
      },
    ],
  },
]
