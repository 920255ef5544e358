import { CombinedAuthPage, LoginPage, SignupPage } from "@/features/auth/components/sign-in-pages"
import { PageBoundary } from "./page-boundary"

export const AuthRoute = () => (
  <PageBoundary>
    <CombinedAuthPage />
  </PageBoundary>
)

export const LoginRoute = () => (
  <PageBoundary>
    <LoginPage />
  </PageBoundary>
)

export const SignupRoute = () => (
  <PageBoundary>
    <SignupPage />
  </PageBoundary>
)
