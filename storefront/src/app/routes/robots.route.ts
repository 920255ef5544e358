import type { Route } from "./+types/robots.route"
import { absoluteUrl } from "../server/public-url.server"

// One person's pages are not for search engines (they also carry noindex).
const PRIVATE_PATHS = [
  "/cart",
  "/checkout",
  "/orders",
  "/profile",
  "/wishlist",
  "/admin",
  "/login",
  "/signup",
  "/auth",
  "/verify-email",
  "/reset-password",
  "/forgot-password",
  "/cod-confirm",
]

export function loader({ request }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(request, "/sitemap.xml")}`,
    "",
  ]
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, s-maxage=3600" },
  })
}
