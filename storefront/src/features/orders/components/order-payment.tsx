import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { isApiError } from "@/lib/api"
import { TextField } from "@/components/ui/fields"
import { bindState } from "@/components/ui/bind-field"
import { confirmCodOrderRequest, ordersQueryKey, submitPaymentReferenceRequest } from "../api/orders-api"
import type { Order } from "../types"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import styles from "./order-payment.module.css"
import { ORDER_COD_TEXTS as COD_TEXTS, PAYMENT_TEXTS } from "@sugandh/contract"

type Props = { order: Order; onShowInstructions?: () => void }

/**
 * The payment state of a pending order on /orders: "Awaiting payment" with the
 * way back to the payment instructions and a field for the UTR / bank
 * reference, or "Payment submitted, awaiting confirmation" with the reference
 * (changeable until the shop confirms).
 */
export function OrderPayment({ order, onShowInstructions }: Props) {
  const [editing, setEditing] = useState(false)
  if (order.paymentMethod === "cod") return order.paymentStatus === "awaiting-confirmation" ? <CodConfirmation order={order} /> : null
  // After an order change (edit, exchange, claim) a paid order may owe a difference: shown with how to pay it.
  const difference = order.paymentStatus === "awaiting-difference" && (order.amountDue ?? 0) > 0
  if (order.orderStatus !== "pending" && !difference) return null
  const reference = order.paymentReference ?? null
  return (
    <section className={styles.payment} data-testid="order-payment" aria-label="Payment">
      <p className={cx(styles.state, reference && !difference && styles.submitted)} role="status">
        {difference ? PAYMENT_TEXTS.differenceDue(order.amountDue ?? 0) : reference ? PAYMENT_TEXTS.submitted : PAYMENT_TEXTS.awaiting}
      </p>
      {reference && (
        <p className={styles.reference}>
          Reference: <strong data-testid="payment-reference">{reference}</strong>
        </p>
      )}
      <div className={styles.actions}>
        {onShowInstructions && (
          <Button variant="ghost" size="small" onClick={onShowInstructions}>
            Payment instructions
          </Button>
        )}
        {reference && !editing && (
          <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
            Change reference
          </Button>
        )}
      </div>
      {(!reference || editing) && <ReferenceForm order={order} onDone={() => setEditing(false)} />}
    </section>
  )
}

/** A cash-on-delivery order nobody confirmed yet: one tap confirms it (the server checks it is the shopper's own). */
function CodConfirmation({ order }: { order: Order }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: () => confirmCodOrderRequest(order._id),
    onSuccess: (answer) => toast.success(answer.message || COD_TEXTS.confirmed),
    onError: (e) => toast.error(isApiError(e) && e.kind === "http" && e.message ? e.message : COD_TEXTS.failed),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
  return (
    <section className={styles.payment} data-testid="order-cod" aria-label="Cash on delivery">
      <p className={styles.state} role="status">
        {COD_TEXTS.awaiting}
      </p>
      <p className={styles.reference}>{COD_TEXTS.prompt}</p>
      <div className={styles.actions}>
        <Button size="small" onClick={() => confirm.mutate()} disabled={confirm.isPending} data-testid="confirm-cod">
          {confirm.isPending ? "Confirming..." : "Confirm order"}
        </Button>
      </div>
    </section>
  )
}

function ReferenceForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(order.paymentReference ?? "")
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (reference: string) => submitPaymentReferenceRequest(order._id, reference),
    onSuccess: () => {
      setError(null)
      toast.success(PAYMENT_TEXTS.saved)
      onDone()
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    },
    onError: (e) => {
      const message = isApiError(e) && e.kind === "http" && e.message ? e.message : PAYMENT_TEXTS.failed
      setError(message)
      if (isApiError(e) && e.status === 409) void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(value)
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={PAYMENT_TEXTS.prompt}
        error={error}
        {...bindState("paymentReference", value, setValue)}
        inputMode="text"
        autoComplete="off"
        maxLength={64}
      />
      <Button type="submit" size="small" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Submit reference"}
      </Button>
    </form>
  )
}
