import type { ReactNode } from "react"
import { AuthProvider } from "@/features/auth/auth-provider"
import { useAuthState } from "@/features/auth/hooks/use-auth"
import { CartProvider } from "@/features/cart/cart-provider"

/**
 * Who is signed in, and their cart. The cart learns about the session here,
 * in the app layer, because features do not import each other.
 */
export function SessionProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <CartFromAuth>{children}</CartFromAuth>
    </AuthProvider>
  )
}

function CartFromAuth({ children }: { children: ReactNode }) {
  const auth = useAuthState()
  return (
    <CartProvider
      userId={auth.isAuthenticated ? (auth.user?.id ?? null) : null}
      authReady={!auth.initializing}
      authBusy={auth.initializing || auth.loading}
      onUnauthorized={auth.signOut}
    >
      {children}
    </CartProvider>
  )
}
