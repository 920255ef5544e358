import type { FormEvent, HTMLAttributes, ReactNode } from "react"
import { Link } from "react-router"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
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

type FormProps = {
  onSubmit: (event: FormEvent) => void
  /** The refusal to show above the fields, if any. */
  error: string | null | undefined
  sending: boolean
  submitText: string
  sendingText: string
  children: ReactNode
  /** Links after "Back to Login". */
  moreLinks?: ReactNode
}

/** A recovery page's form: its refusal, its fields, one full-width submit, then "Back to Login". */
export function RecoveryForm({ onSubmit, error, sending, submitText, sendingText, children, moreLinks }: FormProps) {
  return (
    <>
      <form className={cx("form", styles.form)} onSubmit={onSubmit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        {children}
        <Button type="submit" block disabled={sending}>
          {sending ? sendingText : submitText}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/login">Back to Login</Link>
        {moreLinks}
      </p>
    </>
  )
}
