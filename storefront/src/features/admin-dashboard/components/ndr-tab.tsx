import { useQuery } from "@tanstack/react-query"
import type { AdminNdrAnswer } from "@sugandh/contract"
import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { Button } from "@/components/ui/button"
import { SelectField, TextField } from "@/components/ui/fields"
import { useNdrAction, type NdrDecision } from "../api/mutations"
import { ndrQuery } from "../api/queries"
import { failureText } from "../utils/messages"
import { ListState } from "./list-state"
import { TabCard } from "./tab-card"
import ui from "./admin.module.css"
import styles from "./returns-tab.module.css"

type Ndr = AdminNdrAnswer["ndr"][number]

const DONE: Record<NdrDecision["action"], string> = {
  reattempt: "Re-attempt asked of the courier",
  return: "Return asked of the courier",
}

/** Today to seven days ahead, by the calendar in India (the server checks the same). */
const nextDays = (now = new Date()) =>
  Array.from({ length: 8 }, (_, i) => new Date(now.getTime() + 330 * 60_000 + i * 86_400_000).toISOString().slice(0, 10))

/**
 * Failed deliveries (NDR, issue 44): the shipments whose last attempt failed, oldest first, with the
 * courier's reason; the operator asks the courier to deliver again (a day, a corrected phone or address
 * line) or to return the parcel. The shopper's e-mailed link asks the same; the server checks the role.
 */
export function NdrTab() {
  const ndr = useQuery(ndrQuery())
  return (
    <TabCard id="admin-ndr" title="Failed deliveries" count={ndr.data?.length}>
      <ListState query={ndr} what="failed deliveries" empty="No failed delivery is waiting for an answer.">
        {(list) => (
          <ul className={styles.list}>
            {list.map((n) => (
              <NdrCard key={n.awb} item={n} />
            ))}
          </ul>
        )}
      </ListState>
    </TabCard>
  )
}

function NdrCard({ item }: { item: Ndr }) {
  const act = useNdrAction()
  const toast = useToast()
  const [action, setAction] = useState<NdrDecision["action"]>("reattempt")
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const text = (name: string) => (action === "reattempt" && String(form.get(name) ?? "").trim()) || undefined
    const decision: NdrDecision = {
      awb: item.awb,
      action,
      deferredDate: text("deferredDate"),
      phone: text("phone"),
      address: text("address"),
    }
    act.mutate(decision, {
      onSuccess: () => toast.success(DONE[action]),
      onError: (error) => toast.error(failureText(error, "The courier could not be asked. Please try again.")),
    })
  }
  return (
    <li className={styles.card} data-testid="admin-ndr">
      <div>
        <span className={ui.strong}>Order {item.orderNumber}</span> · AWB {item.awb} · {item.attempts}{" "}
        {item.attempts === 1 ? "attempt" : "attempts"}
        {item.ageHours !== null ? ` · ${item.ageHours} h ago` : ""}
      </div>
      <p className={ui.muted}>{item.reason ?? "No reason given by the courier"}</p>
      <form onSubmit={submit} className={styles.actions} aria-label={`Answer for AWB ${item.awb}`}>
        <SelectField label="Answer" value={action} onChange={(e) => setAction(e.target.value as NdrDecision["action"])}>
          <option value="reattempt">Deliver again</option>
          <option value="return">Return to us</option>
        </SelectField>
        {action === "reattempt" && (
          <>
            <SelectField label="Day" name="deferredDate" defaultValue="">
              <option value="">Next working day</option>
              {nextDays().map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </SelectField>
            <TextField label="Phone" name="phone" type="tel" />
            <TextField label="Address line" name="address" maxLength={300} />
          </>
        )}
        <Button type="submit" busy={act.isPending}>
          Ask the courier
        </Button>
      </form>
    </li>
  )
}
