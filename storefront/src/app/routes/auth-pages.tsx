import { CombinedAuthPage, LoginPage, SignupPage } from "@/features/auth/components/sign-in-pages"
import { withPageBoundary } from "./page-boundary"

export const AuthRoute = withPageBoundary(CombinedAuthPage)

export const LoginRoute = withPageBoundary(LoginPage)

export const SignupRoute = withPageBoundary(SignupPage)
