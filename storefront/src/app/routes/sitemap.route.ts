import type { Route } from "./+types/sitemap.route"
import { sitemapIndexEntries, sitemapIndexXml, withoutQuery, xmlResponse } from "../server/sitemap.server"

/** /sitemap.xml: the sitemap index (the files under /sitemaps/), from the live catalogue. */
export async function loader({ request }: Route.LoaderArgs) {
  const canonical = withoutQuery(request)
  if (canonical) return canonical
  return xmlResponse(sitemapIndexXml(request, await sitemapIndexEntries()))
}
