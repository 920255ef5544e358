import type { ReactNode } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./spread-row.module.css"

/** A toolbar-like row: first item at the start, last at the end; `className` sets its gap and spacing. */
export function SpreadRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(styles.row, className)}>{children}</div>
}
