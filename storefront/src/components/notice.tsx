import type { AriaRole, ReactNode } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./notice.module.css"

type Props = { error?: boolean; role?: AriaRole; className?: string; as?: "div" | "p"; children: ReactNode }

/** A boxed message inside a page (no results, a failed load with a retry). */
export function Notice({ error = false, role, className, as: Tag = "div", children }: Props) {
  return (
    <Tag className={cx(styles.notice, error && styles.error, className)} role={role}>
      {children}
    </Tag>
  )
}

export function NoticeTitle({ children }: { children: ReactNode }) {
  return <h2 className={styles.title}>{children}</h2>
}
