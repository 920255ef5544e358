import { useEffect, useRef, type ReactNode } from "react"
import { CloseButton } from "@/components/close-button"
import { cx } from "@/components/ui/cx"
import { useFocusTrap } from "@/lib/use-focus-trap"
import styles from "./filter-drawer.module.css"

type Props = { open: boolean; onClose: () => void; children: ReactNode; activeCount: number }

/**
 * The filter sidebar. On desktop it is a plain sidebar; below 900 px it is a
 * slide-in drawer with a backdrop, opened by the "Filters" button. While open
 * it takes focus, closes on Escape and locks page scroll.
 */
export function FilterDrawer({ open, onClose, children, activeCount }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)

  // Keeps Tab inside the open drawer (it covers the page) and gives focus back when it closes.
  // Declared first: it must note the focused element before the close button takes focus.
  useFocusTrap(panelRef, open)

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose()
    }
    document.addEventListener("keydown", onKey)
    document.body.classList.add("scroll-locked--drawer")
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.classList.remove("scroll-locked--drawer")
    }
  }, [open, onClose])

  return (
    <>
      {open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="filter-backdrop" />}
      <aside
        ref={panelRef}
        id="listing-filters"
        className={cx(styles.drawer, open && styles.open)}
        aria-label="Filters"
        data-testid="filter-drawer"
      >
        <div className={styles.head}>
          <h2 className={styles.title}>
            Filters
            {activeCount > 0 && <span className={styles.count}> ({activeCount} active)</span>}
          </h2>
          <CloseButton ref={closeRef} className={styles.close} onClick={onClose} aria-label="Close filters" />
        </div>
        {children}
      </aside>
    </>
  )
}
