import { isRouteErrorResponse, Link, useRouteError } from "react-router"

/** Last-resort boundary for a route that failed to render or whose chunk failed to load. */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="page page--narrow notice-page" role="alert">
      <h1 className="page__title">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="notice-page__text">
        {notFound
          ? "We couldn't find that page."
          : "This page could not be displayed. Please reload, or go back home."}
      </p>
      <div className="notice-page__actions">
        {!notFound && (
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
        <Link className="button button--primary" to="/">
          Back to home
        </Link>
      </div>
    </section>
  )
}
