import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { useDocumentTitle } from "@/lib/use-document-title"

type Props = { title: string; children?: ReactNode }

/**
 * Stands in for every page not built yet: it says so plainly instead of
 * showing made-up content. `children` replaces the default link home.
 */
export function ComingSoon({ title, children }: Props) {
  useDocumentTitle(title)
  return (
    <section className="page page--narrow notice-page" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page__title">
        {title}
      </h1>
      <p className="notice-page__text">This page is coming soon.</p>
      {children ?? (
        <Link className="button button--primary" to="/">
          Back to home
        </Link>
      )}
    </section>
  )
}
