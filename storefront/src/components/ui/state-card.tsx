import type { AriaRole, ReactNode } from "react"
import styles from "./state-card.module.css"

type Props = {
  /** A symbol in a circle above the title (decorative). */
  icon?: ReactNode
  title: ReactNode
  /** 1 when the card is the page (a sign-in prompt, Access Denied); 2 inside a page. */
  level?: 1 | 2
  text?: ReactNode
  /** Links or buttons under the text. */
  actions?: ReactNode
  role?: AriaRole
  testId?: string
  /** A note between the text and the actions (a refresh that failed). */
  children?: ReactNode
}

/** A centred notice with an icon, a title, a line of text and actions: empty states, sign-in prompts, errors. */
export function StateCard({ icon, title, level = 1, text, actions, role, testId, children }: Props) {
  const Heading = level === 1 ? "h1" : "h2"
  return (
    <div className={styles.card} role={role} data-testid={testId}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
