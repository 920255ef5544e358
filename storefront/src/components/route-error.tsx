import { isRouteErrorResponse, Link, useRouteError } from "react-router"
import { ActionRow } from "./action-row"
import { NoticePage, NoticePageText } from "./notice-page"
import { Button, buttonClass } from "./ui/button"

/** Last-resort boundary for a route that failed to render or whose chunk failed to load. */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <NoticePage role="alert">
      <h1 className="page__title">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <NoticePageText>
        {notFound ? "We couldn't find that page." : "This page could not be displayed. Please reload, or go back home."}
      </NoticePageText>
      <ActionRow>
        {!notFound && (
          <Button variant="ghost" onClick={() => window.location.reload()}>
            Reload
          </Button>
        )}
        <Link className={buttonClass()} to="/">
          Back to home
        </Link>
      </ActionRow>
    </NoticePage>
  )
}
