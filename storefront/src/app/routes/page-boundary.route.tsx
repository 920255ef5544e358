import { isRouteErrorResponse, Outlet, useRouteError, type MetaFunction } from "react-router"
import { RouteError } from "@/components/route-error"
import { NotFoundPage } from "./not-found-page"

export default function PageBoundaryRoute() {
  return <Outlet />
}

/** An unknown product or page (a loader's 404) shows the not-found page (requirements LAY-01); anything else the error page. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <RouteError />
}

// Used only when a page below failed: its own meta is not rendered then.
export const meta: MetaFunction = ({ error }) =>
  error
    ? [
        { title: isRouteErrorResponse(error) && error.status === 404 ? "Page not found | Sugandh" : "Something went wrong | Sugandh" },
        { name: "robots", content: "noindex" },
      ]
    : []
