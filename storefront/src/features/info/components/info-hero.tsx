import type { ReactNode } from "react"
import { Link } from "react-router"

type Props = { title: string; eyebrow?: string; children?: ReactNode }

/** The shared hero of the information pages, with a breadcrumb home. */
export function InfoHero({ title, eyebrow, children }: Props) {
  return (
    <header className="info-hero">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol role="list">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
      <h1 className="info-hero__title">{title}</h1>
      {children && <div className="info-hero__text">{children}</div>}
    </header>
  )
}
