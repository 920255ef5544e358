import { Button } from "@/components/ui/button"
import ui from "./admin.module.css"
import styles from "./products-tab.module.css"

type Props = {
  offset: number
  pageSize: number
  count: number
  /** A page is loading: the buttons wait for it. */
  busy: boolean
  onMove: (offset: number) => void
}

const number = new Intl.NumberFormat("en-IN")

/** "Showing 51–100 of 50,000" with Previous and Next: the products list a page at a time. */
export function ProductsPager({ offset, pageSize, count, busy, onMove }: Props) {
  const last = Math.min(offset + pageSize, count)
  return (
    <nav className={styles.pager} aria-label="Products pages">
      <p className={ui.muted} aria-live="polite">
        Showing {number.format(offset + 1)}–{number.format(last)} of {number.format(count)}
      </p>
      <Button variant="ghost" size="small" disabled={busy || offset === 0} onClick={() => onMove(Math.max(0, offset - pageSize))}>
        Previous
      </Button>
      <Button variant="ghost" size="small" disabled={busy || last >= count} onClick={() => onMove(offset + pageSize)}>
        Next
      </Button>
    </nav>
  )
}
