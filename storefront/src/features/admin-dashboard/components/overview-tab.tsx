import { useQuery } from "@tanstack/react-query"
import { formatPrice } from "@/lib/format-price"
import { ordersQuery, paymentSummaryQuery, statsQuery } from "../api/queries"
import { failureText } from "../utils/messages"
import { formatDay, recentOrders, statCards, waitingAge } from "../utils/format"
import { StatusBadge } from "@/components/ui/status-badge"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import ui from "./admin.module.css"
import styles from "./overview-tab.module.css"

/** Overview: the four stats and the five most recent orders. */
export function OverviewTab({ onShowOrders }: { onShowOrders: () => void }) {
  const stats = useQuery(statsQuery())
  const orders = useQuery(ordersQuery())
  const payments = useQuery(paymentSummaryQuery())

  return (
    <div className={ui.stack}>
      <section aria-labelledby="admin-stats-title">
        <h2 id="admin-stats-title" className="visually-hidden">
          Shop statistics
        </h2>
        {stats.isError ? (
          <Alert tone="error">{failureText(stats.error, "Failed to load statistics")}</Alert>
        ) : (
          <dl className={styles.stats} aria-busy={stats.isPending}>
            {statCards(stats.data ?? { totalUsers: 0, totalOrders: 0, totalRevenue: 0, totalProducts: 0 }).map((card) => (
              <div key={card.key} className={styles.statCard} data-testid={`stat-${card.key}`}>
                <dt className={styles.statLabel}>{card.label}</dt>
                <dd className={styles.statValue}>{stats.isPending ? "…" : card.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className={ui.card} aria-labelledby="admin-payments-title" data-testid="payment-summary">
        <div className={ui.cardHead}>
          <h2 id="admin-payments-title" className={ui.cardTitle}>
            Payments waiting
          </h2>
          <Button variant="ghost" size="small" onClick={onShowOrders}>
            Reconcile
          </Button>
        </div>
        {payments.isError ? (
          <Alert tone="error">{failureText(payments.error, "Failed to load payments")}</Alert>
        ) : (
          <dl className={cx(styles.stats, styles.aligned)} aria-busy={payments.isPending}>
            <div className={styles.statCard} data-testid="stat-awaiting-payment">
              <dt className={styles.statLabel}>Awaiting payment</dt>
              <dd className={styles.statValue}>{payments.data ? payments.data.awaitingPayment : "…"}</dd>
              <dd className={ui.muted}>{payments.data ? waitingAge(payments.data.oldestAwaitingPaymentAt) : ""}</dd>
            </div>
            <div className={styles.statCard} data-testid="stat-payment-submitted">
              <dt className={styles.statLabel}>Payment submitted</dt>
              <dd className={styles.statValue}>{payments.data ? payments.data.paymentSubmitted : "…"}</dd>
              <dd className={ui.muted}>{payments.data ? waitingAge(payments.data.oldestPaymentSubmittedAt) : ""}</dd>
            </div>
            <div className={styles.statCard} data-testid="stat-cod-to-confirm">
              <dt className={styles.statLabel}>COD to confirm</dt>
              <dd className={styles.statValue}>{payments.data ? (payments.data.codToConfirm ?? 0) : "…"}</dd>
            </div>
            <div className={styles.statCard} data-testid="stat-cod-cash">
              <dt className={styles.statLabel}>COD cash outstanding</dt>
              <dd className={styles.statValue}>{payments.data ? (payments.data.codCashOutstanding ?? 0) : "…"}</dd>
              <dd className={ui.muted}>{payments.data ? formatPrice(payments.data.codCashOutstandingAmount ?? 0) : ""}</dd>
            </div>
          </dl>
        )}
      </section>

      <section className={ui.card} aria-labelledby="admin-recent-title">
        <div className={ui.cardHead}>
          <h2 id="admin-recent-title" className={ui.cardTitle}>
            Recent Orders
          </h2>
          <Button variant="ghost" size="small" onClick={onShowOrders}>
            All orders
          </Button>
        </div>
        {orders.isPending ? (
          <p className={ui.muted} role="status">
            Loading orders…
          </p>
        ) : orders.isError ? (
          <Alert tone="error">{failureText(orders.error, "Failed to load orders")}</Alert>
        ) : orders.data.length === 0 ? (
          <p className={ui.muted}>No orders yet.</p>
        ) : (
          <ul role="list" className={styles.recent}>
            {recentOrders(orders.data).map((order) => (
              <li key={order._id} className={styles.recentItem} data-testid="recent-order">
                <div>
                  <p className={ui.strong}>{order.orderNumber}</p>
                  <p className={ui.muted}>
                    {order.customerName || order.customerEmail} · {formatDay(order.createdAt)}
                  </p>
                </div>
                <StatusBadge status={order.orderStatus} testId="admin-order-status" />
                <p className={cx(ui.strong, styles.recentTotal)}>{formatPrice(order.total)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
