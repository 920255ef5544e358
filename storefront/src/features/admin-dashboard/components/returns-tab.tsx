import { useQuery } from "@tanstack/react-query"
import type { ReturnAnswer, ReturnState } from "@sugandh/contract"
import { useState, type FormEvent } from "react"
import { PrivateImage } from "@/components/private-image"
import { useToast } from "@/components/toast"
import { Button } from "@/components/ui/button"
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields"
import { formatPrice } from "@/lib/format-price"
import { RETURN_STATE_LABELS, RETURN_STATE_ORDER } from "@/lib/return-states"
import { useDecideReturn, type ReturnDecision } from "../api/mutations"
import { returnsQuery } from "../api/queries"
import { failureText } from "../utils/messages"
import { ListState } from "./list-state"
import { TabCard } from "./tab-card"
import ui from "./admin.module.css"
import styles from "./returns-tab.module.css"

const DECIDED: Record<ReturnDecision["action"], string> = {
  approve: "Return approved; the shopper is e-mailed",
  reject: "Return rejected; the shopper is e-mailed",
  receive: "Return received",
  refund: "Refund recorded",
}

/**
 * Returns (issue 45, RET-05/06): the queue by state with the shopper's photos;
 * approve or reject (with the reason the shopper reads) a requested return,
 * receive an approved one line by line (accepted back to stock, damaged
 * written off), refund a received one. The server checks every step.
 */
export function ReturnsTab() {
  const [state, setState] = useState<ReturnState>("requested")
  const returns = useQuery(returnsQuery(state))
  return (
    <TabCard
      id="admin-returns"
      title="Returns"
      count={returns.data?.length}
      actions={
        <SelectField label="State" value={state} onChange={(e) => setState(e.target.value as ReturnState)}>
          {RETURN_STATE_ORDER.map((s) => (
            <option key={s} value={s}>
              {RETURN_STATE_LABELS[s]}
            </option>
          ))}
        </SelectField>
      }
    >
      <ListState query={returns} what="returns" empty={`No ${RETURN_STATE_LABELS[state].toLowerCase()} returns.`}>
        {(list) => (
          <ul className={styles.list} role="list">
            {list.map((r) => (
              <ReturnCard key={r.id} item={r} />
            ))}
          </ul>
        )}
      </ListState>
    </TabCard>
  )
}

function ReturnCard({ item }: { item: ReturnAnswer }) {
  const decide = useDecideReturn()
  const toast = useToast()
  const run = (d: ReturnDecision, after?: () => void) =>
    decide.mutate(d, {
      onSuccess: () => {
        toast.success(DECIDED[d.action])
        after?.()
      },
      onError: (error) => toast.error(failureText(error, "The return could not be changed. Please try again.")),
    })
  return (
    <li className={styles.card} data-testid="admin-return">
      <div>
        <span className={ui.strong}>Order {item.orderNumber}</span> · {RETURN_STATE_LABELS[item.state]}
        {item.requestedAt ? ` · asked ${new Date(item.requestedAt).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata" })}` : ""}
      </div>
      <ul>
        {item.items.map((l) => (
          <li key={l.line}>
            Line {l.line}: {l.title} × {l.quantity}
            {l.received || l.damaged ? ` (accepted ${l.received}, damaged ${l.damaged})` : ""}
          </li>
        ))}
      </ul>
      <p className={ui.muted}>
        {item.reason?.label ?? "No reason"}
        {item.note ? ` · “${item.note}”` : ""}
        {item.refundTo ? ` · refund to ${item.refundTo}` : ""}
        {item.refundAmount !== null ? ` · refunded ${formatPrice(item.refundAmount)} (${item.refundState ?? ""})` : ""}
      </p>
      {item.rejectionReason && <p>Rejected: {item.rejectionReason}</p>}
      {item.photos.length > 0 && (
        <div className={styles.photos}>
          {item.photos.map((name, i) => (
            <PrivateImage
              key={name}
              path={`/admin/private-files/${encodeURIComponent(name)}`}
              alt={`Photo ${i + 1} of the return`}
              className={styles.photo}
            />
          ))}
        </div>
      )}
      {item.state === "requested" && <Decide item={item} busy={decide.isPending} run={run} />}
      {(item.state === "approved" || item.state === "in-transit") && <Receive item={item} busy={decide.isPending} run={run} />}
      {item.state === "received" && (
        <div className={styles.actions}>
          <Button busy={decide.isPending} onClick={() => run({ id: item.id, action: "refund" })}>
            Refund
          </Button>
        </div>
      )}
    </li>
  )
}

type StepProps = { item: ReturnAnswer; busy: boolean; run: (d: ReturnDecision, after?: () => void) => void }

function Decide({ item, busy, run }: StepProps) {
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string | null>(null)
  const reject = () => {
    if (reason.trim().length < 3) return setError("Give the reason for the shopper")
    setError(null)
    run({ id: item.id, action: "reject", reason: reason.trim() })
  }
  return (
    <div className={styles.actions}>
      <Button busy={busy} onClick={() => run({ id: item.id, action: "approve" })}>
        Approve
      </Button>
      <TextAreaField
        label="Reason for rejecting"
        rows={2}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button variant="danger" busy={busy} onClick={reject}>
        Reject
      </Button>
    </div>
  )
}

function Receive({ item, busy, run }: StepProps) {
  const [counts, setCounts] = useState(() => item.items.map((l) => ({ line: l.line, accepted: l.quantity, damaged: 0 })))
  const [error, setError] = useState<string | null>(null)
  const set = (i: number, key: "accepted" | "damaged", value: string) =>
    setCounts((c) => c.map((row, j) => (j === i ? { ...row, [key]: Math.max(0, Math.floor(Number(value) || 0)) } : row)))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const over = counts.find((c, i) => c.accepted + c.damaged > item.items[i].quantity)
    if (over) return setError(`Line ${over.line}: accepted and damaged are at most the units returned`)
    setError(null)
    run({ id: item.id, action: "receive", items: counts })
  }
  return (
    <form onSubmit={submit} aria-label={`Receive the return of order ${item.orderNumber}`}>
      {item.items.map((l, i) => (
        <div key={l.line} className={styles.receive}>
          <span>
            Line {l.line}: {l.title} × {l.quantity}
          </span>
          <TextField
            type="number"
            min={0}
            label={`Line ${l.line} accepted`}
            value={String(counts[i].accepted)}
            onChange={(e) => set(i, "accepted", e.target.value)}
          />
          <TextField
            type="number"
            min={0}
            label={`Line ${l.line} damaged`}
            value={String(counts[i].damaged)}
            onChange={(e) => set(i, "damaged", e.target.value)}
          />
        </div>
      ))}
      {error && <p role="alert">{error}</p>}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          Receive
        </Button>
      </div>
    </form>
  )
}
