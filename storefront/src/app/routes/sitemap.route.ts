import type { LoaderFunctionArgs } from "react-router"
import { sitemapIndexEntries, sitemapIndexXml, xmlResponse } from "../server/sitemap.server"

/** /sitemap.xml: the sitemap index (the files under /sitemaps/), from the live catalogue. */
export async function loader({ request }: LoaderFunctionArgs) {
  return xmlResponse(sitemapIndexXml(request, await sitemapIndexEntries()))
}
