import { ForgotPasswordPage } from "@/features/account-recovery/components/forgot-password-page"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/forgot-password.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Forgot password", matches)
}

export default ForgotPasswordPage
