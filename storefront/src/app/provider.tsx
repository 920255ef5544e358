import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import { CartPopupProvider } from "@/components/cart-popup"
import { LoginDialogProvider } from "@/components/login-dialog"
import { ToastProvider } from "@/components/toast"
import { prefetchCatalogue } from "@/features/products"
import { configQueryOptions } from "@/lib/config"
import { SessionProviders } from "./session-providers"

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  })
  // Start loading at once, before any page's code: the config (the catalogue,
  // header and footer need it), then the catalogue (every page shows it).
  void client.prefetchQuery(configQueryOptions)
  void prefetchCatalogue(client)
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
