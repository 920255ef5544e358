import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import { CartPopupProvider } from "@/components/cart-popup"
import { LoginDialogProvider } from "@/components/login-dialog"
import { ToastProvider } from "@/components/toast"
import { configQueryOptions } from "@/lib/config"
import { SessionProviders } from "./session-providers"

function createQueryClient(dehydratedState?: DehydratedState) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  })
  // The settings the server rendered with go in before anything renders, on
  // the server and while hydrating alike (a HydrationBoundary would hydrate
  // an existing query only after the first render: a mismatch in the footer).
  if (dehydratedState) hydrate(client, dehydratedState)
  // Start loading the config at once, before any page's code: every catalogue
  // read (the publishable key), the header and the footer need it. A no-op
  // when it came hydrated (the settings never go stale).
  void client.prefetchQuery(configQueryOptions)
  return client
}

export function AppProvider({ children, dehydratedState }: { children: ReactNode; dehydratedState?: DehydratedState }) {
  const [queryClient] = useState(() => createQueryClient(dehydratedState))
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
