import type { AriaRole, ReactNode } from "react"
import { cx } from "./cx"
import styles from "./alert.module.css"

type Tone = "error" | "info" | "success" | "warning"

type Props = {
  tone: Tone
  /** An error is announced at once (role=alert) unless told otherwise; other tones only when asked. */
  role?: AriaRole
  /** A paragraph for one line of text; a div when it holds paragraphs, a list or a button row. */
  as?: "p" | "div"
  id?: string
  testId?: string
  className?: string
  children: ReactNode
}

/** A message box above or inside a form or a page: errors, notes, confirmations, warnings. */
export function Alert({ tone, role, as: Tag = "p", id, testId, className, children }: Props) {
  return (
    <Tag
      id={id}
      className={cx(styles.alert, styles[tone], className)}
      role={role ?? (tone === "error" ? "alert" : undefined)}
      data-testid={testId}
    >
      {children}
    </Tag>
  )
}

/** A form's refusal: an optional heading, the main message, then the server's other field messages as a list. */
export function FormAlert({
  heading,
  message,
  details = [],
  tone = "error",
}: {
  heading?: string
  message: string | null
  details?: string[]
  tone?: "error" | "info" | "success"
}) {
  if (!message) return null
  const extra = details.filter((d) => d !== message)
  return (
    <Alert tone={tone} as="div" role={tone === "error" ? "alert" : "status"}>
      {heading && (
        <p>
          <strong>{heading}</strong>
        </p>
      )}
      <p>{message}</p>
      {extra.length > 0 && (
        <ul>
          {extra.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </Alert>
  )
}
