import type { ReactNode } from "react"

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
    <section className="admin-card" aria-labelledby={id}>
      <div className="admin-card__head">
        <h2 id={id} className="admin-card__title">
          {title} {count !== undefined ? <span className="admin-count">({count})</span> : null}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
