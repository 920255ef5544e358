import type { ReactNode } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./page-hero.module.css"

type Props = {
  title: ReactNode
  text?: ReactNode
  /** A breadcrumb above the title. */
  breadcrumb?: ReactNode
  /** Less padding: a page whose content matters more than its title (search, wishlist). */
  compact?: boolean
}

/** The page's title in a warm gradient panel. */
export function PageHero({ title, text, breadcrumb, compact = false }: Props) {
  return (
    <header className={cx(styles.hero, compact && styles.compact)}>
      {breadcrumb}
      <h1 className={styles.title}>{title}</h1>
      {text !== undefined && <p className={styles.text}>{text}</p>}
    </header>
  )
}
