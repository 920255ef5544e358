import type { ReactNode } from "react"
import { Spinner } from "../ui/spinner"
import { freeShippingHint, summaryRows, type SummaryTotals } from "./summary-rows"
import { cx } from "../ui/cx"
import "@/styles/forms.css"
import styles from "./order-summary.module.css"

const TONE_CLASS = { discount: styles.rowDiscount, free: styles.rowFree, total: styles.rowTotal, note: styles.rowNote }

type Props = {
  totals: SummaryTotals | null
  couponCode?: string | null
  /** Totals are being recalculated by the server. */
  updating?: boolean
  title?: string
  /** Extra content above the rows (items, coupon box). */
  children?: ReactNode
  /** Buttons under the total. */
  actions?: ReactNode
}

/** The server's totals as a summary card; used by the cart and by checkout. */
export function OrderSummary({ totals, couponCode, updating, title = "Order Summary", children, actions }: Props) {
  const hint = totals ? freeShippingHint(totals) : null
  return (
    <section className={cx("panel", styles.summary)} aria-labelledby="order-summary-title" aria-busy={updating || undefined}>
      <h2 id="order-summary-title" className="panel__title">
        {title}
      </h2>
      {children}
      {totals ? (
        <dl className={styles.rows} data-testid="order-summary">
          {summaryRows(totals, couponCode).map((row) => (
            <div key={row.key} className={cx(styles.row, row.tone && TONE_CLASS[row.tone])} data-row={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.loading}>Calculating totals…</p>
      )}
      {updating && (
        <p className={styles.updating} role="status">
          <Spinner dark /> Updating totals…
        </p>
      )}
      {hint && !updating && <p className={styles.hint}>{hint}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  )
}
