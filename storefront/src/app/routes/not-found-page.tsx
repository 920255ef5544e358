import { Link } from "react-router"
import { useDocumentTitle } from "@/lib/use-document-title"

export function NotFoundPage() {
  useDocumentTitle("Page not found")
  return (
    <section className="page page--narrow notice-page" aria-labelledby="not-found-title">
      <p className="notice-page__eyebrow">404</p>
      <h1 id="not-found-title" className="page__title">
        Page not found
      </h1>
      <p className="notice-page__text">We couldn't find the page you were looking for.</p>
      <Link className="button button--primary" to="/">
        Back to home
      </Link>
    </section>
  )
}
