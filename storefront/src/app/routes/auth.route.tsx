import { CombinedAuthPage } from "@/features/auth/components/sign-in-pages"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/auth.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
// /auth?mode=signup is the sign-up form: the title follows the mode, as the page's heading does.
export function meta({ matches, location }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(new URLSearchParams(location.search).get("mode") === "signup" ? "Create an account" : "Login", matches)
}

export default CombinedAuthPage
