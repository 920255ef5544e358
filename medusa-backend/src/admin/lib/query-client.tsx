import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import type { ComponentType, ReactNode } from "react"

/**
 * Our pages' TanStack Query client. They bring their own provider because in
 * this npm workspace the dashboard's @tanstack/react-query is a nested copy of
 * another version: its provider is not the context our import reads.
 * No retries and no refetch on focus: a failed list shows one toast, as an
 * operator's click would.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
})

export const AdminQueryProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)

/** A route page of ours: the page inside our query client's provider (Medusa renders the default export). */
export const withAdminQueries = (Page: ComponentType) => {
  const WithQueries = () => (
    <AdminQueryProvider>
      <Page />
    </AdminQueryProvider>
  )
  return WithQueries
}
