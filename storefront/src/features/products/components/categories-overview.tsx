import { Link } from "react-router"
import { Skeleton } from "@/components/skeleton"
import { cx } from "@/components/ui/cx"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { formatPrice } from "@/lib/format-price"
import { useCategorySummaries } from "../api/catalogue-queries"
import { CatalogueError } from "./catalogue-error"
import styles from "./categories-overview.module.css"

/** Each category's artwork (a gradient in the card's top band). */
const ART: Record<string, string | undefined> = {
  perfumes: styles.perfumes,
  attars: styles.attars,
  "room-fresheners": styles.sprays,
  "incense-sticks": styles.incense,
}

/** The four category cards; counts and starting prices come from the search index's stats. */
export function CategoriesOverview() {
  const { data, isPending, isError, refetch, isRefetching } = useCategorySummaries()
  if (isError) return <CatalogueError onRetry={() => void refetch()} retrying={isRefetching} />
  const summary = data ?? {}
  return (
    <ul className={styles.cards} role="list" aria-busy={isPending}>
      {CATEGORY_HANDLES.map((handle) => {
        const info = CATEGORIES[handle]
        const stats = summary[handle]
        return (
          <li key={handle}>
            <Link to={info.path} className={cx(styles.card, ART[handle])} data-testid="category-card">
              <span className={styles.art} aria-hidden="true" />
              <span className={styles.body}>
                <span className={styles.title}>{info.title}</span>
                <span className={styles.text}>{info.description}</span>
                {isPending ? (
                  <Skeleton as="span" line className={styles.skeleton} />
                ) : (
                  <span className={styles.meta}>
                    <span data-testid="category-count">
                      {stats?.count ?? 0} {stats?.count === 1 ? "product" : "products"}
                    </span>
                    {stats?.startingPrice != null && (
                      <span>
                        From <strong data-testid="category-from">{formatPrice(stats.startingPrice)}</strong>
                      </span>
                    )}
                  </span>
                )}
                <span className={styles.cta} aria-hidden="true">
                  Shop Now →
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
