import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { useMatches } from "react-router"

/**
 * A public page's loader returns the queries it made (`dehydratedState`); they go into the cache
 * here, under the keys the page's hooks read, before the page renders. One place for every page
 * (none for one person's pages, which load in the browser).
 */
export function PageQueries({ children }: { children: ReactNode }) {
  const page = useMatches().at(-1)?.loaderData as { dehydratedState?: DehydratedState } | undefined
  return <HydrationBoundary state={page?.dehydratedState}>{children}</HydrationBoundary>
}
