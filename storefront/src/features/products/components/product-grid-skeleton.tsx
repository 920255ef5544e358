/** Placeholder cards while products load; hidden from assistive tech, which gets one status message instead. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading products…</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="skeleton-card">
            <div className="skeleton skeleton-card__media" />
            <div className="skeleton-card__body">
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--medium" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
