import { ResetPasswordPage } from "@/features/account-recovery/components/reset-password-page"
import { privatePageMeta } from "../seo"
import { useAuth } from "@/features/auth/hooks/use-auth"
import type { Route } from "./+types/reset-password.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Reset password", matches)
}

// The answer's session signs the person in: the route hands it to auth (features do not import each other).
function ResetPassword() {
  return <ResetPasswordPage onSession={useAuth().startSession} />
}

export default ResetPassword
