import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SitemapQueryInput, SitemapSummaryAnswer } from "@sugandh/contract"
import { sitemapPartCount } from "../../../../lib/catalogue/sitemap-products"

/** GET /api/catalogue/sitemap?size=N (public): how many product files the storefront's sitemap index names. */
export async function GET(req: MedusaRequest, res: MedusaResponse<SitemapSummaryAnswer>) {
  const { size } = (req as unknown as { validatedQuery: SitemapQueryInput }).validatedQuery
  res.json({ parts: await sitemapPartCount(req.scope, size) })
}
