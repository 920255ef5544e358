import type { HTMLAttributes, ReactNode } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./recovery-card.module.css"

/** The recovery pages' frame: a centred card on the page (attributes go to the card). */
export function RecoveryCard({ children, ...card }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <div className={cx("page", styles.page)}>
      <section {...card} className={styles.card}>
        {children}
      </section>
    </div>
  )
}

type HeadProps = {
  /** A decorative symbol in the round badge. */
  icon: ReactNode
  tone?: "success" | "error"
  title: string
  text?: ReactNode
  /** `alert` when the text is the reason something failed. */
  textRole?: "alert"
}

/** The card's badge, title and line of text. */
export function RecoveryHead({ icon, tone, title, text, textRole }: HeadProps) {
  return (
    <>
      <span className={cx(styles.icon, tone === "success" && styles.iconSuccess, tone === "error" && styles.iconError)} aria-hidden="true">
        {icon}
      </span>
      <h1 className={styles.title}>{title}</h1>
      {text !== undefined && (
        <p className={styles.text} role={textRole}>
          {text}
        </p>
      )}
    </>
  )
}
