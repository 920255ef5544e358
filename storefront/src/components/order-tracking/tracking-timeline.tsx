import type { TrackAnswer } from "@sugandh/contract"
import { istTime, trackingStatusLabel } from "./tracking-labels"
import styles from "./tracking.module.css"

/** An order's steps and the courier's scans (newest first): the /track page's answer, and the signed-in timeline's. */
export function TrackingTimeline({ tracking }: { tracking: TrackAnswer }) {
  return (
    <section className={styles.result} aria-label={`Tracking for ${tracking.orderNumber}`}>
      <p className={styles.status}>
        Order {tracking.orderNumber}: <strong>{trackingStatusLabel(tracking.status)}</strong>
      </p>
      {tracking.estimatedDelivery && <p>Estimated delivery: {tracking.estimatedDelivery}</p>}
      {tracking.awb && (
        <p>
          {tracking.courier ? `${tracking.courier}, ` : ""}AWB {tracking.awb}
          {tracking.trackingUrl && (
            <>
              {" "}
              (
              <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                courier&apos;s tracking
              </a>
              )
            </>
          )}
        </p>
      )}
      <ol className={styles.steps}>
        {tracking.steps.map((step) => (
          <li key={step.status} className={styles.step}>
            <span>{trackingStatusLabel(step.status)}</span>
            {step.at && <time dateTime={step.at}>{istTime(step.at)}</time>}
          </li>
        ))}
      </ol>
      {tracking.scans.length > 0 && (
        <>
          <h2 className={styles.scansTitle}>Courier updates</h2>
          <ul className={styles.scans}>
            {tracking.scans.map((scan) => (
              <li key={`${scan.at}-${scan.description}`}>
                <time dateTime={scan.at}>{istTime(scan.at)}</time> {scan.description}
                {scan.location && <span className={styles.location}> · {scan.location}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
