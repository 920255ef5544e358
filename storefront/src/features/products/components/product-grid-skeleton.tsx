import { Skeleton } from "@/components/skeleton"
import styles from "./product-grid.module.css"

/** Placeholder cards while products load; hidden from assistive tech, which gets one status message instead. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading products…</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.skeletonCard} data-testid="skeleton-card">
            <Skeleton className={styles.skeletonMedia} />
            <div className={styles.skeletonBody}>
              <Skeleton line width="short" />
              <Skeleton line />
              <Skeleton line width="medium" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
