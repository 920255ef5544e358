import { isRouteErrorResponse, Outlet } from "react-router"
import { NotFoundPage } from "@/components/not-found-page"
import { RouteError } from "@/components/route-error"
import { errorPageMeta } from "../seo"
import type { Route } from "./+types/page-boundary.route"

export default function PageBoundaryRoute() {
  return <Outlet />
}

/** An unknown product or page (a loader's 404) shows the not-found page (requirements LAY-01); anything else the error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <RouteError />
}

// Used only when a page below failed: its own meta is not rendered then.
export function meta({ error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return error ? errorPageMeta(error, matches) : []
}
