import { Link } from "react-router"
import styles from "./breadcrumb.module.css"

type Props = {
  /** The pages above this one, from Home down. */
  trail: readonly { to: string; label: string }[]
  /** This page's name (not a link). */
  current: string
}

/** "Home / Categories / Perfumes" above a page's title. */
export function Breadcrumb({ trail, current }: Props) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol role="list">
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
