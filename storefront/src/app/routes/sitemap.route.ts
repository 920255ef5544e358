import type { Route } from "./+types/sitemap.route"
import { sitemapIndexEntries, sitemapIndexXml, xmlResponse } from "../server/sitemap.server"

/** /sitemap.xml: the sitemap index (the files under /sitemaps/), from the live catalogue. */
export async function loader({ request }: Route.LoaderArgs) {
  return xmlResponse(sitemapIndexXml(request, await sitemapIndexEntries()))
}
