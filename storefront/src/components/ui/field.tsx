import { useId, type ReactNode } from "react"
import { cx } from "./cx"
import styles from "./field.module.css"

/** What a control needs to belong to its field: the label's target, its hint and error, its validity. */
export type FieldControlProps = {
  id: string
  "aria-describedby"?: string
  "aria-invalid"?: true
}

type Props = {
  label: ReactNode
  /** Marks the label of a required field with "*". */
  required?: boolean
  /** A line under the control (a format, a limit); an error shows below it. */
  hint?: ReactNode
  error?: string | null
  className?: string
  /** The control, given the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled form control: the label names it, the hint or error describes it
 * (aria-describedby) and an error marks it invalid (aria-invalid).
 */
export function Field({ label, required, hint, error, className, children }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ")
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* The control says it is required; the star is for the eye. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
