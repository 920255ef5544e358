import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import { CartPopupProvider } from "@/components/cart-popup"
import { LoginDialogProvider } from "@/components/login-dialog"
import { ToastProvider } from "@/components/toast"
import { configQueryOptions } from "@/lib/config"
import { SessionProviders } from "./session-providers"

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  })
  // Start loading the config at once, before any page's code: every catalogue
  // read (the publishable key), the header and the footer need it.
  void client.prefetchQuery(configQueryOptions)
  return client
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {/* Shared notices: toasts draw themselves; the login dialog and cart popup are drawn in the layout (they link). */}
      <ToastProvider>
        <LoginDialogProvider>
          <CartPopupProvider>
            {/* Auth and cart state (issue 8). */}
            <SessionProviders>{children}</SessionProviders>
          </CartPopupProvider>
        </LoginDialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  )
}
