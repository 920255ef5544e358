import { Link } from "react-router"
import { NoticePage, NoticePageEyebrow, NoticePageText } from "@/components/notice-page"
import { buttonClass } from "@/components/ui/button"
import { useDocumentTitle } from "@/lib/use-document-title"

export function NotFoundPage() {
  useDocumentTitle("Page not found")
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
