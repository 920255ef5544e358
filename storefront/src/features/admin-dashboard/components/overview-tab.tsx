import { useQuery } from "@tanstack/react-query"
import { formatPrice } from "@/lib/format-price"
import { ordersQuery, paymentSummaryQuery, statsQuery } from "../api/queries"
import { failureText } from "../utils/messages"
import { formatDay, recentOrders, statCards, waitingAge } from "../utils/format"
import { StatusBadge } from "@/components/ui/status-badge"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"

/** Overview: the four stats and the five most recent orders. */
export function OverviewTab({ onShowOrders }: { onShowOrders: () => void }) {
  const stats = useQuery(statsQuery())
  const orders = useQuery(ordersQuery())
  const payments = useQuery(paymentSummaryQuery())

  return (
    <div className="admin-stack">
      <section aria-labelledby="admin-stats-title">
        <h2 id="admin-stats-title" className="visually-hidden">
          Shop statistics
        </h2>
        {stats.isError ? (
          <Alert tone="error">
            {failureText(stats.error, "Failed to load statistics")}
          </Alert>
        ) : (
          <dl className="admin-stats" aria-busy={stats.isPending}>
            {statCards(stats.data ?? { totalUsers: 0, totalOrders: 0, totalRevenue: 0, totalProducts: 0 }).map((card) => (
              <div key={card.key} className="admin-stats__card" data-testid={`stat-${card.key}`}>
                <dt className="admin-stats__label">{card.label}</dt>
                <dd className="admin-stats__value">{stats.isPending ? "…" : card.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className="admin-card" aria-labelledby="admin-payments-title" data-testid="payment-summary">
        <div className="admin-card__head">
          <h2 id="admin-payments-title" className="admin-card__title">
            Payments waiting
          </h2>
          <Button variant="ghost" size="small" onClick={onShowOrders}>
            Reconcile
          </Button>
        </div>
        {payments.isError ? (
          <Alert tone="error">
            {failureText(payments.error, "Failed to load payments")}
          </Alert>
        ) : (
          <dl className="admin-stats" aria-busy={payments.isPending}>
            <div className="admin-stats__card" data-testid="stat-awaiting-payment">
              <dt className="admin-stats__label">Awaiting payment</dt>
              <dd className="admin-stats__value">{payments.data ? payments.data.awaitingPayment : "…"}</dd>
              <dd className="admin-muted">{payments.data ? waitingAge(payments.data.oldestAwaitingPaymentAt) : ""}</dd>
            </div>
            <div className="admin-stats__card" data-testid="stat-payment-submitted">
              <dt className="admin-stats__label">Payment submitted</dt>
              <dd className="admin-stats__value">{payments.data ? payments.data.paymentSubmitted : "…"}</dd>
              <dd className="admin-muted">{payments.data ? waitingAge(payments.data.oldestPaymentSubmittedAt) : ""}</dd>
            </div>
          </dl>
        )}
      </section>

      <section className="admin-card" aria-labelledby="admin-recent-title">
        <div className="admin-card__head">
          <h2 id="admin-recent-title" className="admin-card__title">
            Recent Orders
          </h2>
          <Button variant="ghost" size="small" onClick={onShowOrders}>
            All orders
          </Button>
        </div>
        {orders.isPending ? (
          <p className="admin-muted" role="status">
            Loading orders…
          </p>
        ) : orders.isError ? (
          <Alert tone="error">
            {failureText(orders.error, "Failed to load orders")}
          </Alert>
        ) : orders.data.length === 0 ? (
          <p className="admin-muted">No orders yet.</p>
        ) : (
          <ul role="list" className="admin-recent">
            {recentOrders(orders.data).map((order) => (
              <li key={order._id} className="admin-recent__item" data-testid="recent-order">
                <div>
                  <p className="admin-strong">{order.orderNumber}</p>
                  <p className="admin-muted">
                    {order.customerName || order.customerEmail} · {formatDay(order.createdAt)}
                  </p>
                </div>
                <StatusBadge status={order.orderStatus} testId="admin-order-status" />
                <p className="admin-strong admin-recent__total">{formatPrice(order.total)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
