import type { ReactNode } from "react"
import { CloseButton } from "@/components/close-button"
import { cx } from "@/components/ui/cx"
import { useSlideInPanel } from "@/lib/use-slide-in-panel"
import styles from "./filter-drawer.module.css"

type Props = { open: boolean; onClose: () => void; children: ReactNode; activeCount: number }

/**
 * The filter sidebar. On desktop it is a plain sidebar; below 900 px it is a
 * slide-in drawer with a backdrop, opened by the "Filters" button. While open
 * it takes focus, closes on Escape and locks page scroll.
 */
export function FilterDrawer({ open, onClose, children, activeCount }: Props) {
  const { panelRef, closeRef } = useSlideInPanel<HTMLElement>(open, onClose, "scroll-locked--drawer")

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
