import { LoginPage } from "@/features/auth/components/sign-in-pages"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/login.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Login", matches)
}

export default LoginPage
