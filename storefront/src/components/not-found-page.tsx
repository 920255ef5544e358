import { Link } from "react-router"
import { NoticePage, NoticePageEyebrow, NoticePageText } from "./notice-page"
import { buttonClass } from "./ui/button"

/** The spec's not-found page: any URL the shop does not have (its title is the page boundary's `meta`). */
export function NotFoundPage() {
  return (
    <NoticePage labelledBy="not-found-title">
      <NoticePageEyebrow>404</NoticePageEyebrow>
      <h1 id="not-found-title" className="page__title">
        Page not found
      </h1>
      <NoticePageText>We couldn't find the page you were looking for.</NoticePageText>
      <Link className={buttonClass()} to="/">
        Back to home
      </Link>
    </NoticePage>
  )
}
