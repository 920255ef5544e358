import type { ReactNode } from "react"
import styles from "./spinner.module.css"

/** A small turning ring beside a busy button's text; `dark` on a light background. Decorative: the text says what happens. */
export function Spinner({ dark = false }: { dark?: boolean }) {
  return <span className={dark ? `${styles.spinner} ${styles.dark}` : styles.spinner} aria-hidden="true" />
}

/** A busy button's text: the spinner and `busyText` ("Logging in...") while `busy`, else the children. */
export function BusyText({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  if (!busy) return <>{children}</>
  return (
    <>
      <Spinner /> {busyText}
    </>
  )
}

/** A page (or a part of one) still loading: a large spinner, and `label` for screen readers. */
export function PageLoader({ label = "Loading…" }: { label?: string }) {
  return (
    <div className={styles.page} role="status">
      <span className={styles.large} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
