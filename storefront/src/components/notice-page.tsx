import type { AriaRole, ReactNode } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./notice-page.module.css"

type Props = {
  /** `main` when it replaces the whole app (the root error page). */
  as?: "section" | "main"
  labelledBy?: string
  role?: AriaRole
  /** The page's width: narrow by default, the full page width for a page with a hero above. */
  wide?: boolean
  children: ReactNode
}

/** A page that is one centred message with its heading, a line of text and actions. */
export function NoticePage({ as: Tag = "section", labelledBy, role, wide = false, children }: Props) {
  return (
    <Tag className={cx("page", !wide && "page--narrow", styles.noticePage)} aria-labelledby={labelledBy} role={role}>
      {children}
    </Tag>
  )
}

export function NoticePageEyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>
}

export function NoticePageText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>
}
