import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { useNavigate } from "react-router"
import { cx } from "@/components/ui/cx"
import { formatPrice } from "@/lib/format-price"
import { normalizeQuery, SUGGESTION_MIN_CHARS, useFullSearchHasResults, useSuggestions, type Suggestion } from "../api/suggestions"
import styles from "./search-box.module.css"
import { ProductThumbnail } from "@/components/product-thumbnail"

type Props = {
  /** After the box sends the shopper somewhere (the mobile search panel closes). */
  onDone?: () => void
  autoFocus?: boolean
  className?: string
}

/** The list closes 150 ms after a click outside (requirements SRCH-02). */
export const SUGGESTIONS_CLOSE_MS = 150

/**
 * Search with suggestions, as an ARIA 1.2 combobox: the input owns a listbox,
 * arrow keys move the active option (wrapping around), Enter opens it or runs
 * a full search, Escape closes.
 */
export function SearchBox({ onDone, autoFocus, className }: Props) {
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [noHits, setNoHits] = useState<string | null>(null)
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-list`
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const { suggestions, answers } = useSuggestions(query)
  const fullSearchHasResults = useFullSearchHasResults()
  const showList = open && query.trim().length >= SUGGESTION_MIN_CHARS && (suggestions.length > 0 || noHits !== null)

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const finish = () => {
    setOpen(false)
    setActive(-1)
    setQuery("")
    setNoHits(null)
    onDone?.()
  }

  const openProduct = (product: Suggestion) => {
    navigate(`/product/${encodeURIComponent(product.id)}`)
    finish()
  }

  const runFullSearch = async () => {
    const text = query.trim()
    if (!text) return
    // Suggestions on screen for this text: the full search finds at least those, so go at once. Otherwise ask;
    // on a network failure, go to the results page, which says what went wrong and offers a retry.
    const shown = suggestions.length > 0 && answers === normalizeQuery(text)
    const found = shown || (await fullSearchHasResults(text).catch(() => true))
    if (found) {
      navigate(`/search?q=${encodeURIComponent(text)}`)
      finish()
    } else {
      setNoHits(text)
      setOpen(true)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive((i) => (i + 1) % count)
        break
      case "ArrowUp":
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive((i) => (i <= 0 ? count - 1 : i - 1))
        break
      case "Enter": {
        event.preventDefault()
        const chosen = showList && active >= 0 ? suggestions[active] : undefined
        if (chosen) openProduct(chosen)
        else void runFullSearch()
        break
      }
      case "Escape":
        if (open) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        }
        break
    }
  }

  const activeId = showList && active >= 0 && active < suggestions.length ? `${id}-opt-${active}` : undefined

  return (
    <div
      className={cx(styles.searchBox, className)}
      role="search"
      onFocus={() => clearTimeout(closeTimer.current)}
      onBlur={() => {
        clearTimeout(closeTimer.current)
        closeTimer.current = setTimeout(() => setOpen(false), SUGGESTIONS_CLOSE_MS)
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search products
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        placeholder="Search perfumes, attars, incense…"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        value={query}
        autoFocus={autoFocus}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(-1)
          setNoHits(null)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={styles.submit} aria-label="Search" onClick={() => void runFullSearch()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!showList}>
        {suggestions.map((product, index) => (
          <li
            key={product.id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={cx(styles.option, index === active && styles.active)}
            // mousedown keeps focus in the input so the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(product)}
            onMouseMove={() => setActive(index)}
          >
            <ProductThumbnail className={styles.image} src={product.image} size={44} alt="" />
            <span className={styles.text}>
              <span className={styles.name} data-testid="suggestion-name">
                {product.name}
              </span>
              <span className={styles.meta}>{[product.brand, product.categoryLabel].filter(Boolean).join(" · ")}</span>
            </span>
            <span className={styles.price}>{formatPrice(product.price)}</span>
          </li>
        ))}
        {suggestions.length === 0 && noHits !== null && (
          <li role="option" aria-selected={false} aria-disabled="true" className={cx(styles.option, styles.empty)}>
            No products match “{noHits}”
          </li>
        )}
      </ul>
    </div>
  )
}
