import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query"
import type { ComponentType, ReactNode } from "react"
import { useLoaderData, type HeadersFunction } from "react-router"
import { PUBLIC_PAGE_CACHE } from "../seo"
import { wrapPage } from "./wrap-page"

/**
 * Puts a public page's server-fetched queries into the app's cache, under the
 * keys the page's own hooks read, so it renders with data on the server and
 * the browser does not fetch them again.
 */
function WithLoaderQueries({ children }: { children: ReactNode }) {
  const data = useLoaderData() as { dehydratedState?: DehydratedState } | undefined
  return <HydrationBoundary state={data?.dehydratedState}>{children}</HydrationBoundary>
}

/** A public page's route component: the page with its loader's queries in the cache. */
export const withLoaderQueries = (Page: ComponentType) => wrapPage(WithLoaderQueries, Page)

/** Public pages: the same HTML for everyone, kept by nginx for a minute. */
export const publicPageHeaders: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE })

/** One person's pages render only in the browser: the server sends the layout and a spinner. */
export const clientOnlyLoader = async () => null
