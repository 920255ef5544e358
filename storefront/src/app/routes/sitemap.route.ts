import type { LoaderFunctionArgs } from "react-router"
import { sitemapEntries, sitemapXml } from "../server/sitemap.server"

/** /sitemap.xml from the live catalogue; shared caches keep it five minutes. */
export async function loader({ request }: LoaderFunctionArgs) {
  const xml = sitemapXml(request, await sitemapEntries(request))
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, s-maxage=300, stale-while-revalidate=600" },
  })
}
