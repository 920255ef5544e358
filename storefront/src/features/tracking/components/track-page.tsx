import type { TrackAnswer } from "@sugandh/contract"
import { Form, useNavigation } from "react-router"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { Field } from "@/components/ui/field"
import { cx } from "@/components/ui/cx"
import { TrackingTimeline } from "@/components/order-tracking/tracking-timeline"
import "@/styles/forms.css"
import styles from "@/components/order-tracking/tracking.module.css"

export type TrackPageResult = { tracking: TrackAnswer; error?: undefined } | { tracking?: undefined; error: string }

type Props = {
  /** From the shipped e-mail's link (?orderNumber=ORD-1001). */
  orderNumber: string
  contact?: string
  result?: TrackPageResult
}

/**
 * /track: order number and the phone or e-mail used at checkout. A plain
 * POST form to the route's action, so it works before (or without) the
 * page's scripts; after hydration React Router submits the same form itself.
 */
export function TrackPage({ orderNumber, contact = "", result }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state === "submitting"
  return (
    <div className={cx("page", styles.root)}>
      <h1>Track your order</h1>
      <p>Enter your order number and the phone number or e-mail you used at checkout.</p>
      <Form method="post" className={styles.form} noValidate={false}>
        <Field label="Order number" required>
          {(control) => (
            <input
              {...control}
              name="orderNumber"
              defaultValue={orderNumber}
              placeholder="ORD-1001"
              required
              maxLength={40}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Phone number or e-mail" required>
          {(control) => <input {...control} name="contact" defaultValue={contact} required maxLength={254} autoComplete="email" />}
        </Field>
        <Button type="submit" busy={busy}>
          Track
        </Button>
      </Form>
      {result?.error && <Alert tone="error">{result.error}</Alert>}
      {result?.tracking && <TrackingTimeline tracking={result.tracking} />}
    </div>
  )
}
