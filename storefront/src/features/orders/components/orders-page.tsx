import { useQuery } from "@tanstack/react-query"
import { useEffect, useMemo, useState, type ReactNode } from "react"
import { Link } from "react-router"
import { useToast } from "@/components/toast"
import { isApiError } from "@/lib/api"
import { ordersQueryOptions } from "../api/orders-api"
import { ORDER_TEXTS, useOrderActions } from "../hooks/use-order-actions"
import { ORDER_STATUSES, type Order } from "../types"
import { filterAndSort, SORT_LABELS, STATUS_LABELS, type OrderFilter, type OrderSort } from "../utils/order-rules"
import { ConfirmDialog } from "@/components/ui/confirm-dialog"
import { SelectField } from "@/components/ui/fields"
import { OrderCard } from "./order-card"
import { OrderDetailModal } from "./order-detail-modal"
import "@/styles/forms.css"
import { PageLoader } from "@/components/ui/spinner"
import { StateCard } from "@/components/ui/state-card"
import { SignInGate } from "@/components/sign-in-gate"
import { Button, buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { Notice } from "@/components/notice"
import { OptionList } from "@/components/ui/option-list"
import styles from "./orders-page.module.css"

type Props = {
  signedIn: boolean
  loading: boolean
  /** Puts the order's items back in the cart and opens /cart. */
  onReorder: (order: Order) => Promise<boolean> | void
  /** Shown above the list (the payment instructions of a just-placed order, or of the order asked for). */
  banner?: ReactNode
  /** Shows the payment instructions of a pending order again (until it is paid or cancelled). */
  onShowInstructions?: (order: Order) => void
  /** The order's returns in its details (features/returns, given by the app). */
  renderReturns?: (order: Order) => ReactNode
}

/** /orders: filter, sort, Refresh, order cards and the detail modal. */
export function OrdersPage({ signedIn, loading, onReorder, banner, onShowInstructions, renderReturns }: Props) {
  return (
    <SignInGate
      loading={loading}
      loadingLabel="Loading your orders…"
      signedIn={signedIn}
      icon="#"
      title="Login to see your orders"
      text="Please login to view and track your orders."
      from="/orders"
    >
      <OrdersList onReorder={onReorder} banner={banner} onShowInstructions={onShowInstructions} renderReturns={renderReturns} />
    </SignInGate>
  )
}

function OrdersList({
  onReorder,
  banner,
  onShowInstructions,
  renderReturns,
}: Pick<Props, "onReorder" | "banner" | "onShowInstructions" | "renderReturns">) {
  const toast = useToast()
  const query = useQuery(ordersQueryOptions(true))
  const [filter, setFilter] = useState<OrderFilter>("all")
  const [sort, setSort] = useState<OrderSort>("newest")
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const actions = useOrderActions(onReorder)

  useEffect(() => {
    if (query.error) toast.error(ORDER_TEXTS.loadFailed)
  }, [query.error, toast])

  // A failed load shows an empty list (requirements ORD-04), with the reason and a retry.
  const orders = useMemo(() => (query.error ? [] : (query.data ?? [])), [query.data, query.error])
  const visible = useMemo(() => filterAndSort(orders, filter, sort), [orders, filter, sort])
  const selected = orders.find((o) => o._id === selectedId) ?? null

  return (
    <div className="page">
      <header className={cx("page-heading", styles.heading)}>
        <div>
          <h1 className="page__title">My Orders</h1>
          <p className="page-heading__text">Track, cancel or reorder your purchases.</p>
        </div>
        <div className={styles.toolbar}>
          <SelectField
            label="Status"
            className={styles.toolbarField}
            value={filter}
            onChange={(e) => setFilter(e.target.value as OrderFilter)}
            name="status"
          >
            <option value="all">All orders</option>
            <OptionList values={ORDER_STATUSES} label={(s) => STATUS_LABELS[s]} />
          </SelectField>
          <SelectField
            label="Sort by"
            className={styles.toolbarField}
            value={sort}
            onChange={(e) => setSort(e.target.value as OrderSort)}
            name="sort"
          >
            <OptionList values={Object.keys(SORT_LABELS) as OrderSort[]} label={(s) => SORT_LABELS[s]} />
          </SelectField>
          <Button variant="ghost" className={styles.refresh} onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? "Refreshing..." : "Refresh"}
          </Button>
        </div>
      </header>

      {banner}

      {query.isPending ? (
        <PageLoader label="Loading your orders…" />
      ) : query.error ? (
        <StateCard
          title={ORDER_TEXTS.loadFailed}
          level={2}
          text={isApiError(query.error) && query.error.kind !== "http" ? query.error.message : "Please try again in a moment."}
          role="alert"
          actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : orders.length === 0 ? (
        <StateCard
          title="No orders yet"
          level={2}
          text="When you place an order, it will appear here."
          actions={
            <Link className={buttonClass()} to="/categories">
              Start Shopping
            </Link>
          }
        />
      ) : visible.length === 0 ? (
        <Notice as="p">No {STATUS_LABELS[filter as keyof typeof STATUS_LABELS]?.toLowerCase()} orders.</Notice>
      ) : (
        <ul role="list" className={styles.list}>
          {visible.map((order) => (
            <li key={order._id}>
              <OrderCard
                order={order}
                onDetails={() => setSelectedId(order._id)}
                onCancel={() => actions.askCancel(order)}
                onTrack={() => actions.track(order)}
                onReorder={() => void actions.reorder(order)}
                reordering={actions.reordering === order._id}
                onShowInstructions={onShowInstructions ? () => onShowInstructions(order) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <OrderDetailModal
        order={selected}
        onClose={() => setSelectedId(null)}
        onCancel={() => selected && actions.askCancel(selected)}
        onTrack={() => selected && actions.track(selected)}
        onReorder={() => selected && void actions.reorder(selected)}
        reordering={actions.reordering === selected?._id}
        returns={renderReturns}
      />
      <ConfirmDialog
        open={actions.confirming !== null}
        title="Cancel this order?"
        message={`Are you sure you want to cancel order ${actions.confirming?.orderNumber ?? ""}? This cannot be undone.`}
        confirmText="Yes, Cancel Order"
        busyText="Cancelling..."
        cancelText="Keep Order"
        busy={actions.cancelling}
        onConfirm={actions.confirmCancel}
        onCancel={actions.closeCancel}
      />
    </div>
  )
}
