import type { ReactNode } from "react"
import ui from "./admin.module.css"
import styles from "./tab-card.module.css"

type Props = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** How many the list holds, once loaded. */
  count?: number
  /** Buttons or filters beside the heading. */
  actions?: ReactNode
  children: ReactNode
}

/** One tab's card: its heading with the count, actions beside it, then its content. */
export function TabCard({ id, title, count, actions, children }: Props) {
  return (
    <section className={ui.card} aria-labelledby={id}>
      <div className={ui.cardHead}>
        <h2 id={id} className={ui.cardTitle}>
          {title} {count !== undefined ? <span className={styles.count}>({count})</span> : null}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
