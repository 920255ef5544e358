type Props = { onRetry: () => void; retrying: boolean }

/** The catalogue could not be loaded: say so and offer a retry. */
export function CatalogueError({ onRetry, retrying }: Props) {
  return (
    <div className="notice notice--error" role="alert">
      <h2 className="notice__title">We couldn't load our products</h2>
      <p className="notice__text">Please check your connection and try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? "Retrying…" : "Try again"}
      </button>
    </div>
  )
}
