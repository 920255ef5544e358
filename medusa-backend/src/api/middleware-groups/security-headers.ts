import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"

/**
 * The backend sends the edge's anti-framing headers itself, so they hold when
 * it is reached without the storefront's nginx (the JS SDK, a misconfigured
 * proxy): nothing it serves may be framed (clickjacking of the Medusa admin
 * and of signed-in pages) or sniffed into another type. Where nginx sets its
 * own values (deploy/nginx/storefront.conf.template) it hides these with
 * proxy_hide_header, so a response never carries a header twice.
 *
 * Uploaded files under /static are served by Medusa's express.static, which
 * runs before project middlewares: their `Content-Security-Policy: sandbox`
 * comes from nginx only (docs/architecture.md, "The edge").
 */
export const FRAME_HEADERS = {
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
} as const

export const securityHeaderMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "*",
    middlewares: [
      (_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
        for (const [name, value] of Object.entries(FRAME_HEADERS)) {
          if (!res.hasHeader(name)) res.setHeader(name, value)
        }
        next()
      },
    ],
  },
]
