import { PageLoader } from "@/components/ui/spinner"
import { ResetPasswordPage } from "@/features/account-recovery/components/reset-password-page"
import { privatePageMeta } from "../seo"
import { withPageBoundary } from "./page-boundary"
import { clientOnlyLoader } from "./private-page"
import { useStartSession } from "./use-start-session"
import type { Route } from "./+types/reset-password.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Reset password", matches)
}

function ResetPassword() {
  return <ResetPasswordPage onSession={useStartSession()} />
}

export default withPageBoundary(ResetPassword)
