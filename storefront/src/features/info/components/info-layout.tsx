import type { ReactNode } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./info-layout.module.css"

/** The frame of an information page (About, FAQ, Shipping & Returns, Privacy). */
export function InfoPage({ children }: { children: ReactNode }) {
  return <div className={cx("page", styles.page)}>{children}</div>
}

/** Running text: sections with h2 headings, paragraphs and lists. */
export function InfoProse({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>
}

/** The tiles' list (each item a `<strong>` over a `<span>`). */
export function InfoHighlights({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.highlights} role="list" aria-label={label}>
      {children}
    </ul>
  )
}
