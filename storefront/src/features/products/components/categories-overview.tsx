import { Link } from "react-router"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { formatPrice } from "@/lib/format-price"
import { useCategorySummaries } from "../api/catalogue-queries"
import { CatalogueError } from "./catalogue-error"
import "@/styles/categories.css"

const ART: Record<string, string> = {
  perfumes: "category-card--perfumes",
  attars: "category-card--attars",
  "room-fresheners": "category-card--sprays",
  "incense-sticks": "category-card--incense",
}

/** The four category cards; counts and starting prices come from the search index's stats. */
export function CategoriesOverview() {
  const { data, isPending, isError, refetch, isRefetching } = useCategorySummaries()
  if (isError) return <CatalogueError onRetry={() => void refetch()} retrying={isRefetching} />
  const summary = data ?? {}
  return (
    <ul className="category-cards" role="list" aria-busy={isPending}>
      {CATEGORY_HANDLES.map((handle) => {
        const info = CATEGORIES[handle]
        const stats = summary[handle]
        return (
          <li key={handle}>
            <Link to={info.path} className={`category-card ${ART[handle] ?? ""}`} data-testid="category-card">
              <span className="category-card__art" aria-hidden="true" />
              <span className="category-card__body">
                <span className="category-card__title">{info.title}</span>
                <span className="category-card__text">{info.description}</span>
                {isPending ? (
                  <span className="skeleton skeleton--line category-card__skeleton" />
                ) : (
                  <span className="category-card__meta">
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
                <span className="category-card__cta" aria-hidden="true">
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
