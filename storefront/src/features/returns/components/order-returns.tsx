import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { PrivateImage } from "@/components/private-image"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { useToast } from "@/components/toast"
import { apiErrorText } from "@/lib/api"
import { formatPrice } from "@/lib/format-price"
import { EXCHANGE_TEXTS, RETURN_PICKUP_TEXT } from "@sugandh/contract"
import { cancelReturn, orderReturnsKey, orderReturnsQueryOptions, returnOptionsQueryOptions } from "../api/returns-api"
import type { Return } from "../types"
import { canCancelReturn, RETURN_STATE_LABELS } from "@/lib/return-states"
import { ReturnRequestForm } from "./return-request-form"
import styles from "./returns.module.css"

type Props = {
  /** The order's id and whether it is delivered (a return is offered only then). */
  orderId: string
  delivered: boolean
}

/**
 * The order's returns on /orders (issue 45): each return's state, "Cancel
 * return" while it may be withdrawn, and "Return or exchange" for a
 * delivered order inside its window with something left to return.
 */
export function OrderReturns({ orderId, delivered }: Props) {
  const client = useQueryClient()
  const toast = useToast()
  const [formOpen, setFormOpen] = useState(false)
  const returns = useQuery(orderReturnsQueryOptions(orderId))
  const options = useQuery(returnOptionsQueryOptions(orderId, delivered))
  const refresh = () => client.invalidateQueries({ queryKey: ["user", "me", "orders"] })
  const cancel = useMutation({
    mutationFn: (r: Return) => cancelReturn(r.id),
    onSuccess: () => {
      toast.success("Return cancelled")
      void refresh()
    },
    onError: (error) => toast.error(apiErrorText(error, "The return could not be cancelled. Please try again.")),
  })

  const list = returns.data ?? []
  const offer = options.data?.open && options.data.lines.some((l) => l.returnable > 0) ? options.data : null
  if (!list.length && !offer) return null
  return (
    <section className={styles.section} aria-labelledby={`returns-${orderId}`} data-testid="order-returns">
      <h3 id={`returns-${orderId}`} className={styles.heading}>
        Returns
      </h3>
      {returns.isError && <Alert tone="error">{apiErrorText(returns.error, "Your returns could not be loaded.")}</Alert>}
      {list.length > 0 && (
        <ul className={styles.list} role="list">
          {list.map((r) => (
            <li key={r.id} className={styles.item} data-testid="return-item">
              <div className={styles.row}>
                <span>{r.items.map((i) => `${i.title} × ${i.quantity}`).join(", ")}</span>
                <span className={styles.state} data-testid="return-state" data-state={r.state}>
                  {RETURN_STATE_LABELS[r.state]}
                </span>
              </div>
              {r.reason && <span className={styles.muted}>{r.reason.label}</span>}
              {r.photos.length > 0 && (
                <div className={styles.photos}>
                  {r.photos.map((name, i) => (
                    <PrivateImage
                      key={name}
                      path={`/auth/returns/photos/${encodeURIComponent(name)}`}
                      alt={`Your photo ${i + 1}`}
                      className={styles.photo}
                    />
                  ))}
                </div>
              )}
              {r.pickup?.awb && r.state === "in-transit" && (
                <span className={styles.muted} data-testid="return-pickup">
                  {RETURN_PICKUP_TEXT(r.pickup.awb)}
                </span>
              )}
              {r.exchange && (
                <div className={styles.muted} data-testid="return-exchange">
                  <span>{r.exchange.items.map((i) => EXCHANGE_TEXTS.item(i.title, i.size, i.quantity, i.price)).join(", ")}</span>{" "}
                  <span>
                    {r.exchange.amountDue > 0
                      ? EXCHANGE_TEXTS.toPay(r.exchange.amountDue, r.exchange.cashOnDelivery)
                      : r.exchange.difference < 0 && r.refundAmount === null
                        ? EXCHANGE_TEXTS.toRefund(-r.exchange.difference)
                        : r.exchange.difference === 0
                          ? EXCHANGE_TEXTS.even
                          : ""}
                  </span>{" "}
                  {r.exchange.shipped && <span>{EXCHANGE_TEXTS.shipped(r.exchange.trackingNumber)}</span>}
                </div>
              )}
              {r.state === "rejected" && r.rejectionReason && <span>Not accepted: {r.rejectionReason}</span>}
              {r.refundAmount !== null && (
                <span>
                  Refund {formatPrice(r.refundAmount)}
                  {r.refundTo ? ` to ${r.refundTo}` : ""}
                  {r.refundState === "due" ? " (being sent)" : ""}
                </span>
              )}
              {canCancelReturn(r) && (
                <div>
                  <Button
                    variant="ghost"
                    size="small"
                    busy={cancel.isPending && cancel.variables?.id === r.id}
                    onClick={() => cancel.mutate(r)}
                  >
                    Cancel return
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {offer &&
        (formOpen ? (
          <ReturnRequestForm
            orderId={orderId}
            options={offer}
            onClose={() => setFormOpen(false)}
            onDone={() => {
              setFormOpen(false)
              void client.invalidateQueries({ queryKey: orderReturnsKey(orderId) })
            }}
          />
        ) : (
          <div>
            <Button variant="ghost" onClick={() => setFormOpen(true)}>
              Return or exchange
            </Button>
          </div>
        ))}
    </section>
  )
}
