import { SitemapProductsAnswerSchema, SitemapSummaryAnswerSchema } from "@/lib/answers"
import { type SitemapProductsAnswer } from "@sugandh/contract"
import { api, isApiError } from "@/lib/api"

// A sitemap file of 50,000 products takes the backend a few seconds to read; more than a page's 10 s.
const SITEMAP_TIMEOUT_MS = 60_000

/** How many product files the sitemap has with `size` products a file (GET /api/catalogue/sitemap). */
export async function sitemapPartCount(size: number): Promise<number> {
  const body = await api.get(`/catalogue/sitemap?size=${size}`, { answer: SitemapSummaryAnswerSchema })
  return body.parts
}

/**
 * The products of sitemap file `part` (1-based, `size` a file) by the id in their page's path;
 * undefined when there is no such file. Read from the backend's product table, not the search
 * index, which cannot walk 50,000 documents in id order quickly (bench/RESULTS.md).
 */
export async function sitemapProducts(
  part: number,
  size: number,
  /** The visitor's X-Forwarded-For (as nginx wrote it): the backend limits these reads per visitor, not per storefront server. */
  forwardedFor?: string | null
): Promise<SitemapProductsAnswer["products"] | undefined> {
  try {
    const body = await api.get(`/catalogue/sitemap/${part}?size=${size}`, {
      answer: SitemapProductsAnswerSchema,
      timeoutMs: SITEMAP_TIMEOUT_MS,
      ...(forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {}),
    })
    return body.products
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined
    throw error
  }
}
