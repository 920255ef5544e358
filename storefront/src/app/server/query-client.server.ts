import { dehydrate, QueryClient } from "@tanstack/react-query"
import { configQueryOptions, type StoreConfig } from "@/lib/config"
import { forwardClientAddress } from "@/lib/store-api"

/**
 * Server-side query state for one request. Never shared between requests:
 * each page's HTML carries only what its own loader fetched (public catalogue
 * data; loaders never read the request's cookies or Authorization).
 */
export function createRequestQueryClient(request?: Request): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 0, staleTime: Infinity } } })
  // The visitor's address as nginx wrote it (not personal data): the backend's search limit counts per visitor.
  if (request) forwardClientAddress(queryClient, request.headers.get("x-forwarded-for"))
  return queryClient
}

/**
 * The store settings (publishable key, region, contact) are public and change
 * rarely: kept in the server process for a minute instead of a backend round
 * trip per page. The fetch in flight is shared, so the root loader and the
 * page's loader (which run at once) ask the backend once. A failed fetch is
 * not cached.
 */
const CONFIG_TTL_MS = 60_000
let cachedConfig: { value: Promise<StoreConfig>; at: number } | null = null

export async function seedConfig(queryClient: QueryClient): Promise<StoreConfig> {
  if (!cachedConfig || Date.now() - cachedConfig.at >= CONFIG_TTL_MS) {
    const pending = queryClient.fetchQuery(configQueryOptions)
    cachedConfig = { value: pending, at: Date.now() }
    pending.catch(() => {
      if (cachedConfig?.value === pending) cachedConfig = null
    })
  }
  const value = await cachedConfig.value
  queryClient.setQueryData(configQueryOptions.queryKey, value)
  return value
}

/** A loader's query client with the settings in it, for the page's own queries. */
export async function loaderQueryClient(request?: Request): Promise<{ queryClient: QueryClient; config: StoreConfig }> {
  const queryClient = createRequestQueryClient(request)
  const config = await seedConfig(queryClient)
  return { queryClient, config }
}

/** The page's queries, without the settings (the root loader hands those over once). */
export function dehydratePage(queryClient: QueryClient) {
  return dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" && query.queryKey[0] !== "config" })
}

export { dehydrate }
