import type { MiddlewareRoute } from "@medusajs/framework/http"
import { SitemapQuery } from "@sugandh/contract"
import { perIpLimit } from "../../utils/limits"
import { validateQuery } from "../../utils/validate"

/**
 * The sitemap's reads (public): the storefront server asks for them when a
 * crawler's request misses nginx's cache, a few times an hour. A file reads up to
 * 50,000 products, so a client asking over and over is refused
 * (RATE_LIMIT_SITEMAP per RATE_LIMIT_SITEMAP_WINDOW_MS, per IP).
 */
const limitSitemap = perIpLimit("catalogue.sitemap", "SITEMAP", 30, 60_000)

export const catalogueMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/catalogue/sitemap", methods: ["GET"], middlewares: [validateQuery(SitemapQuery)] },
  { matcher: "/api/catalogue/sitemap/:part", methods: ["GET"], middlewares: [limitSitemap, validateQuery(SitemapQuery)] },
]
