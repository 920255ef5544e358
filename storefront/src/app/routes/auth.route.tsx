import { PageLoader } from "@/components/ui/spinner"
import { CombinedAuthPage } from "@/features/auth/components/sign-in-pages"
import { privatePageMeta } from "../seo"
import { withPageBoundary } from "./page-boundary"
import { clientOnlyLoader } from "./private-page"
import type { Route } from "./+types/auth.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
// /auth?mode=signup is the sign-up form: the title follows the mode, as the page's heading does.
export function meta({ matches, location }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(new URLSearchParams(location.search).get("mode") === "signup" ? "Create an account" : "Login", matches)
}

export default withPageBoundary(CombinedAuthPage)
