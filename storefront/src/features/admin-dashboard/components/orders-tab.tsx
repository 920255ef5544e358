import { useQuery } from "@tanstack/react-query"
import { codHistoryText } from "@sugandh/contract"
import { useState, type ReactNode } from "react"
import { useToast } from "@/components/toast"
import { isApiError } from "@/lib/api"
import { formatPrice } from "@/lib/format-price"
import { TextAreaField } from "@/components/ui/fields"
import { bindState } from "@/components/ui/bind-field"
import { useChangeOrderStatus, useConfirmCodOrder, useConfirmOrder, useShipOrder } from "../api/mutations"
import { ordersQuery } from "../api/queries"
import type { AdminOrder, OrderStatus, TrackingInput } from "../types"
import { formatDay } from "../utils/format"
import { FALLBACKS, TEXTS, failureText, successText } from "../utils/messages"
import { canConfirm, canShip, ORDER_STATUSES, STATUS_LABELS } from "../utils/order-status"
import { AdminConfirm } from "./admin-confirm"
import { AdminTable } from "./admin-table"
import { TabCard } from "./tab-card"
import { ListState } from "./list-state"
import { byPaymentFilter, PAYMENT_FILTERS, type PaymentFilter } from "../utils/payment-filter"
import { OrderDetailsDialog } from "./order-details-dialog"
import { ShipOrderDialog } from "./ship-order-dialog"
import { CourierActions, ManifestButton } from "./courier-actions"
import { useConfig } from "@/lib/config"
import { StatusBadge } from "@/components/ui/status-badge"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { OptionList } from "@/components/ui/option-list"
import ui from "./admin.module.css"
import styles from "./orders-tab.module.css"

const itemCount = (order: AdminOrder) => {
  const n = order.items.reduce((sum, i) => sum + i.quantity, 0)
  return `${n} ${n === 1 ? "item" : "items"}`
}

/** What a status change does, asked before it is sent: a cancellation and a delivery cannot be taken back here. */
export function statusChangeQuestion(order: AdminOrder, next: OrderStatus): string {
  const from = `It is ${STATUS_LABELS[order.orderStatus]} now.`
  if (next === "cancelled") return `${from} A cancelled order cannot be reopened; an invoiced one gets a credit note.`
  if (next === "delivered") return `${from} Mark it delivered only once the courier has handed the parcel over.`
  return `${from} Nothing is sent until you confirm.`
}

/**
 * Orders: the status dropdown asks the server for the real transition; the
 * row always shows the server's status, so a refused change (409 and its
 * message in a toast) leaves it as it was.
 */
export function OrdersTab() {
  const orders = useQuery(ordersQuery())
  // A courier set up (SHIPROCKET_*) adds Book shipment, Label, Manifest and Cancel shipment; Ship Order stays.
  const courierBooking = useConfig().data?.courierBooking === true
  const toast = useToast()
  const status = useChangeOrderStatus()
  const confirm = useConfirmOrder()
  const ship = useShipOrder()
  const confirmCod = useConfirmCodOrder()
  const [confirming, setConfirming] = useState<AdminOrder | null>(null)
  // "Cash collected" records the courier's cash (the same capture as Confirm Order), with its own question.
  const [collecting, setCollecting] = useState<AdminOrder | null>(null)
  // A status picked in the dropdown waits for the operator's yes before anything is sent.
  const [statusChange, setStatusChange] = useState<{ order: AdminOrder; next: OrderStatus } | null>(null)
  const [note, setNote] = useState("")
  const [shipping, setShipping] = useState<AdminOrder | null>(null)
  const [viewingId, setViewingId] = useState<string | null>(null)
  const [paymentFilter, setPaymentFilter] = useState<PaymentFilter>("all")
  // The details follow the list, so a change made meanwhile shows there too.
  const viewing = orders.data?.find((o) => o._id === viewingId) ?? null
  const busyId =
    (status.isPending && status.variables?.id) ||
    (confirm.isPending && confirm.variables?.id) ||
    (ship.isPending && ship.variables?.id) ||
    (confirmCod.isPending && confirmCod.variables?.id) ||
    null

  // Cash on delivery: confirmed by phone before shipping; "Confirm Order" (capture) means the cash was collected, after delivery.
  const isCod = (order: AdminOrder) => order.paymentMethod === "cod"
  const doConfirmCod = (order: AdminOrder) =>
    confirmCod.mutate(
      { id: order._id },
      {
        onSuccess: (answer) => toast.success(successText(answer, "Cash on delivery order confirmed")),
        onError: (error) => toast.error(failureText(error, "Failed to confirm the order", TEXTS.confirmNetwork)),
      }
    )

  const changeStatus = (order: AdminOrder, next: OrderStatus) => {
    if (next === order.orderStatus) return
    // Shipping needs a tracking number: the dropdown's "Shipped" asks for it like Ship Order does.
    if (next === "shipped") {
      setShipping(order)
      return
    }
    setStatusChange({ order, next })
  }

  const doChangeStatus = () => {
    if (!statusChange) return
    const { order, next } = statusChange
    status.mutate(
      { id: order._id, status: next },
      {
        onSuccess: (answer) => toast.success(successText(answer, `Order status updated to ${next}`)),
        onError: (error) => toast.error(failureText(error, FALLBACKS.status)),
        onSettled: () => setStatusChange(null),
      }
    )
  }

  const doCollect = () => {
    if (!collecting) return
    confirm.mutate(
      { id: collecting._id, note: "" },
      {
        onSuccess: (answer) => toast.success(successText(answer, "Cash recorded; the order is paid")),
        onError: (error) => toast.error(failureText(error, "Failed to record the cash", TEXTS.confirmNetwork)),
        onSettled: () => setCollecting(null),
      }
    )
  }

  const doConfirm = () => {
    if (!confirming) return
    confirm.mutate(
      { id: confirming._id, note },
      {
        onSuccess: (answer) => toast.success(successText(answer, TEXTS.confirmed)),
        onError: (error) => toast.error(failureText(error, FALLBACKS.confirm, TEXTS.confirmNetwork)),
        onSettled: () => {
          setConfirming(null)
          setNote("")
        },
      }
    )
  }

  const doShip = (tracking: TrackingInput) => {
    if (!shipping) return
    ship.mutate(
      { id: shipping._id, tracking },
      {
        onSuccess: (answer) => {
          toast.success(successText(answer, TEXTS.tracked))
          setShipping(null)
        },
        // The form stays open on a refusal so the operator can correct it.
        onError: (error) =>
          toast.error(
            isApiError(error) && error.kind === "http" && error.message
              ? TEXTS.trackingFailed(error.message)
              : failureText(error, TEXTS.trackingNetwork, TEXTS.trackingNetwork)
          ),
      }
    )
  }

  return (
    <TabCard
      id="admin-orders-title"
      title="Orders"
      count={orders.data?.length}
      actions={
        <div className={styles.actions}>
          <label className="visually-hidden" htmlFor="admin-orders-payment-filter">
            Payment filter
          </label>
          <select
            id="admin-orders-payment-filter"
            className={cx("select", ui.select)}
            value={paymentFilter}
            onChange={(e) => setPaymentFilter(e.target.value as PaymentFilter)}
          >
            <OptionList values={Object.keys(PAYMENT_FILTERS) as PaymentFilter[]} label={(f) => PAYMENT_FILTERS[f]} />
          </select>
          {courierBooking && <ManifestButton />}
          <Button variant="ghost" size="small" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            {orders.isFetching ? "Refreshing..." : "Refresh"}
          </Button>
        </div>
      }
    >
      <ListState query={orders} what="orders" empty="No orders yet.">
        {(all) => {
          const list = byPaymentFilter(all, paymentFilter)
          return list.length === 0 ? (
            <p className={ui.muted} data-testid="admin-orders-filter-empty">
              No orders: {PAYMENT_FILTERS[paymentFilter].toLowerCase()}.
            </p>
          ) : (
            <AdminTable columns={["Order", "Customer", "Total", "Status", "Change status", "Actions"]} stack>
              {list.map((order) => (
                <tr key={order._id} data-testid="admin-order-row" data-order-id={order._id} aria-busy={busyId === order._id}>
                  <th scope="row" data-label="Order">
                    <span className={ui.strong}>{order.orderNumber}</span>
                    <span className={cx(ui.muted, ui.block)}>
                      {formatDay(order.createdAt)} · {itemCount(order)}
                    </span>
                    {/* For packing: this parcel goes out gift-wrapped (the message is in View Details). */}
                    {(order.giftWrap ?? 0) > 0 && (
                      <span className={cx(ui.muted, ui.block)} data-testid="admin-order-gift-wrap">
                        Gift wrap{order.giftMessage ? " · with message" : ""}
                      </span>
                    )}
                  </th>
                  <td data-label="Customer">
                    {order.customerName || "—"}
                    <span className={cx(ui.muted, ui.block, ui.email)}>{order.customerEmail}</span>
                  </td>
                  <td data-label="Total" className={ui.strong}>
                    {formatPrice(order.total)}
                  </td>
                  <td data-label="Status">
                    <StatusBadge status={order.orderStatus} testId="admin-order-status" />
                    {isCod(order) ? (
                      <span className={cx(ui.muted, ui.block)} data-testid="admin-order-payment">
                        {order.paymentStatus === "awaiting-confirmation"
                          ? "COD · awaiting confirmation"
                          : order.paymentStatus === "paid"
                            ? "COD · cash collected"
                            : order.orderStatus === "cancelled"
                              ? "COD"
                              : "COD · cash on delivery"}
                      </span>
                    ) : (
                      order.orderStatus === "pending" && (
                        <span className={cx(ui.muted, ui.block)} data-testid="admin-order-payment">
                          {order.paymentReference ? `Payment submitted · Ref ${order.paymentReference}` : "Awaiting payment"}
                        </span>
                      )
                    )}
                  </td>
                  <td data-label="Change status">
                    <label className="visually-hidden" htmlFor={`status-${order._id}`}>
                      Status of order {order.orderNumber}
                    </label>
                    <select
                      id={`status-${order._id}`}
                      className={cx("select", ui.select)}
                      value={order.orderStatus}
                      disabled={busyId === order._id}
                      onChange={(e) => changeStatus(order, e.target.value as OrderStatus)}
                    >
                      <OptionList values={ORDER_STATUSES} label={(s) => STATUS_LABELS[s]} />
                    </select>
                  </td>
                  <td data-label="Actions">
                    <div className={styles.actions}>
                      {isCod(order) && order.paymentStatus === "awaiting-confirmation" && (
                        <>
                          {/* The account's COD record beside the button (issue 43): an account with RTOs is worth a call first. */}
                          {order.codHistory && (
                            <span className={cx(ui.muted, ui.block)} data-testid="admin-cod-history">
                              {codHistoryText(order.codHistory)}
                            </span>
                          )}
                          <RowAction busy={busyId === order._id} onClick={() => doConfirmCod(order)} testId="admin-confirm-cod">
                            Confirm COD
                          </RowAction>
                        </>
                      )}
                      {isCod(order) && order.orderStatus === "delivered" && order.paymentStatus === "pending" && (
                        <RowAction busy={busyId === order._id} onClick={() => setCollecting(order)} testId="admin-cod-collected">
                          Cash collected
                        </RowAction>
                      )}
                      {!isCod(order) && canConfirm(order.orderStatus) && (
                        <RowAction busy={busyId === order._id} onClick={() => setConfirming(order)}>
                          Confirm Order
                        </RowAction>
                      )}
                      {(courierBooking || order.courierShipment) && <CourierActions order={order} busy={busyId === order._id} />}
                      {canShip(order.orderStatus) && !order.courierShipment && (
                        <RowAction busy={busyId === order._id} onClick={() => setShipping(order)}>
                          Ship Order
                        </RowAction>
                      )}
                      <Button variant="ghost" size="small" onClick={() => setViewingId(order._id)}>
                        View Details<span className="visually-hidden"> of order {order.orderNumber}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }}
      </ListState>

      <AdminConfirm
        subject={confirming}
        title={confirming ? `Confirm order ${confirming.orderNumber}` : "Confirm order"}
        message={TEXTS.confirmPrompt}
        confirmText="Confirm Order"
        busyText="Confirming..."
        busy={confirm.isPending}
        onConfirm={doConfirm}
        onCancel={() => {
          setConfirming(null)
          setNote("")
        }}
      >
        <TextAreaField label="Note (optional)" {...bindState("note", note, setNote)} maxLength={1000} />
      </AdminConfirm>
      <AdminConfirm
        subject={collecting}
        testId="admin-confirm-cash"
        title={collecting ? `Cash collected for order ${collecting.orderNumber}` : "Cash collected"}
        message={
          collecting
            ? `Record that the courier collected ${formatPrice(collecting.total)} in cash for this delivered order? It is marked paid.`
            : ""
        }
        confirmText="Mark Paid"
        busyText="Saving..."
        busy={confirm.isPending}
        onConfirm={doCollect}
        onCancel={() => setCollecting(null)}
      />
      <AdminConfirm
        subject={statusChange}
        testId="admin-confirm-status"
        title={statusChange ? `Change order ${statusChange.order.orderNumber} to ${STATUS_LABELS[statusChange.next]}?` : "Change status"}
        message={statusChange ? statusChangeQuestion(statusChange.order, statusChange.next) : ""}
        confirmText={statusChange ? `Mark ${STATUS_LABELS[statusChange.next]}` : "Change"}
        busyText="Saving..."
        danger={statusChange?.next === "cancelled"}
        busy={status.isPending}
        onConfirm={doChangeStatus}
        onCancel={() => setStatusChange(null)}
      />
      <ShipOrderDialog order={shipping} busy={ship.isPending} onSubmit={doShip} onCancel={() => setShipping(null)} />
      <OrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
    </TabCard>
  )
}

/** One of an order row's actions: a small button, off while that order's change is in flight. */
function RowAction({ busy, onClick, testId, children }: { busy: boolean; onClick: () => void; testId?: string; children: ReactNode }) {
  return (
    <Button size="small" onClick={onClick} disabled={busy} data-testid={testId}>
      {children}
    </Button>
  )
}
