import { buttonClass } from "@/components/ui/button"
import { LISTING_PAGE_SIZE } from "../utils/listing-query"
import styles from "./load-more.module.css"

type Props = {
  shown: number
  total: number
  hasMore: boolean
  loading: boolean
  failed: boolean
  onLoadMore: () => void
}

/**
 * "Load more" under a listing. The status line is a live region, so a screen
 * reader hears how many products are now shown once a further page arrives
 * (the first page's count is the listing's heading).
 */
export function LoadMore({ shown, total, hasMore, loading, failed, onLoadMore }: Props) {
  return (
    <div className={styles.loadMore}>
      <p className={styles.status} role="status" aria-live="polite">
        {failed
          ? "Could not load more products. Please try again."
          : shown > LISTING_PAGE_SIZE
            ? `Showing ${shown} of ${total} products`
            : ""}
      </p>
      {/* A plain button: the kit's busy state would add a spinner; this one only says "Loading…". */}
      {hasMore && (
        <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading ? "Loading…" : "Load more"}
        </button>
      )}
    </div>
  )
}
