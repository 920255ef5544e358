import { PageLoader } from "@/components/ui/spinner"
import { ForgotPasswordPage } from "@/features/account-recovery/components/forgot-password-page"
import { privatePageMeta } from "../seo"
import { withPageBoundary } from "./page-boundary"
import { clientOnlyLoader } from "./private-page"
import type { Route } from "./+types/forgot-password.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Forgot password", matches)
}

export default withPageBoundary(ForgotPasswordPage)
