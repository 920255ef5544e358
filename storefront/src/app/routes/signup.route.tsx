import { PageLoader } from "@/components/ui/spinner"
import { SignupPage } from "@/features/auth/components/sign-in-pages"
import { privatePageMeta } from "../seo"
import { withPageBoundary } from "./page-boundary"
import { clientOnlyLoader } from "./private-page"
import type { Route } from "./+types/signup.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Sign up", matches)
}

export default withPageBoundary(SignupPage)
