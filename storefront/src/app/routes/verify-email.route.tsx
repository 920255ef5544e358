import { VerifyEmailPage } from "@/features/account-recovery/components/verify-email-page"
import { privatePageMeta } from "../seo"
import { useAuth } from "@/features/auth/hooks/use-auth"
import type { Route } from "./+types/verify-email.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Verify your email", matches)
}

// The answer's session signs the person in: the route hands it to auth (features do not import each other).
function VerifyEmail() {
  return <VerifyEmailPage onSession={useAuth().startSession} />
}

export default VerifyEmail
