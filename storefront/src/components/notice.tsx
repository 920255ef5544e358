import type { AriaRole, ReactNode } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./notice.module.css"

type Props = {
  error?: boolean
  roomy?: boolean
  role?: AriaRole
  /** Layout of the content inside (grid, gap); the box's own padding is `roomy`'s, so no order of stylesheets can undo it. */
  className?: string
  as?: "div" | "p"
  children: ReactNode
}

/** A boxed message inside a page (no results, a failed load with a retry). */
export function Notice({ error = false, roomy = false, role, className, as: Tag = "div", children }: Props) {
  return (
    <Tag className={cx(styles.notice, roomy && styles.roomy, error && styles.error, className)} role={role}>
      {children}
    </Tag>
  )
}

export function NoticeTitle({ children }: { children: ReactNode }) {
  return <h2 className={styles.title}>{children}</h2>
}
