import type { ReactNode } from "react"
import styles from "./admin-table.module.css"
import { cx } from "@/components/ui/cx"

type Props = {
  /** The column headings, in order. */
  columns: string[]
  /** A last column of row buttons, named for screen readers only. */
  actionsColumn?: boolean
  /** On narrow screens each row becomes a card labelled by the cells' data-label. */
  stack?: boolean
  /** The rows (<tr>). */
  children: ReactNode
}

/** A tab's list as a table that scrolls sideways inside its card rather than the page. */
export function AdminTable({ columns, actionsColumn, stack, children }: Props) {
  return (
    <div className={styles.wrap}>
      <table className={cx(styles.table, stack && styles.stack)}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actionsColumn && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
