// The design tokens, the global base and the recipes first, before any component's CSS
// Module: the bundle keeps import order, and a component's classes must come after (and so
// win over) the element base, the page primitives and the recipes of equal weight.
import "@/styles/tokens.css"
import "@/styles/global.css"
import "@/styles/recipes.css"
import { useEffect, type ReactNode } from "react"
import { isRouteErrorResponse, Links, Meta, Scripts } from "react-router"
import { NoticePage, NoticePageText } from "@/components/notice-page"
import { buttonClass } from "@/components/ui/button"
import { AppProvider } from "./provider"
import { RootLayout } from "./layout/root-layout"
import { createRequestQueryClient, dehydrate, seedConfig } from "./server/query-client.server"
import type { Route } from "./+types/root"

/**
 * The document every page shares. The store settings (header, footer, the
 * catalogue's publishable key) are fetched once here on the server and
 * hydrated into the app's query cache before anything renders; the store's
 * name is also handed to the pages' `meta` (first of their matches) for the
 * titles of pages without a loader of their own.
 */
export async function loader() {
  const queryClient = createRequestQueryClient()
  const config = await seedConfig(queryClient)
  return { dehydratedState: dehydrate(queryClient), storeName: config.storeName }
}

// The settings do not change between pages: client navigations never reload them.
export const shouldRevalidate = () => false

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#2b1d16" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

export default function Root({ loaderData: { dehydratedState } }: Route.ComponentProps) {
  // Marks the page interactive: until then a server-rendered button has no handler (the e2e tests wait for it).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), [])
  return (
    <AppProvider dehydratedState={dehydratedState}>
      <RootLayout />
    </AppProvider>
  )
}

/** Only when the settings themselves could not be read (the backend is down): no header or footer can render. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 503
  return (
    <NoticePage as="main" role="alert">
      <title>Sugandh</title>
      <h1 className="page__title">{status === 404 ? "Page not found" : "The shop is not available right now"}</h1>
      <NoticePageText>Please try again in a few minutes.</NoticePageText>
      <a className={buttonClass()} href="/">
        Back to home
      </a>
    </NoticePage>
  )
}
