import type { Route } from "./+types/sitemap-file.route"
import { pageEntries, productEntries, urlsetXml, withoutQuery, xmlResponse } from "../server/sitemap.server"

/** /sitemaps/pages.xml and /sitemaps/products-N.xml, the files /sitemap.xml names; anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const canonical = withoutQuery(request)
  if (canonical) return canonical
  const file = params.file
  if (file === "pages.xml") return xmlResponse(urlsetXml(request, await pageEntries()))
  const part = /^products-([1-9]\d{0,5})\.xml$/.exec(file)?.[1]
  const entries = part ? await productEntries(Number(part), request.headers.get("x-forwarded-for")) : undefined
  if (!entries) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } })
  return xmlResponse(urlsetXml(request, entries))
}
