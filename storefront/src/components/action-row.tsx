import type { ReactNode } from "react"
import styles from "./action-row.module.css"

/** A centred row of actions under a message (Login / Sign Up, Reload / Back to home). */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>
}
