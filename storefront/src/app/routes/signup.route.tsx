import { SignupPage } from "@/features/auth/components/sign-in-pages"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/signup.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Sign up", matches)
}

export default SignupPage
