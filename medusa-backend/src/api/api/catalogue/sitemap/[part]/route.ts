import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SitemapProductsAnswer, SitemapQueryInput } from "@sugandh/contract"
import { sitemapProducts } from "../../../../../lib/catalogue/sitemap-products"
import { DomainError } from "../../../../../lib/errors"

/**
 * GET /api/catalogue/sitemap/{part}?size=N (public, rate-limited): the published
 * products of one sitemap file. 404 for a part past the catalogue's end.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<SitemapProductsAnswer>) {
  const { size } = (req as unknown as { validatedQuery: SitemapQueryInput }).validatedQuery
  const part = /^[1-9]\d{0,5}$/.test(String(req.params.part)) ? Number(req.params.part) : null
  if (part === null) throw new DomainError("invalid", "part must be a whole number from 1")
  const products = await sitemapProducts(req.scope, part, size)
  if (!products) throw new DomainError("not_found", "No such sitemap file")
  res.json({ products })
}
