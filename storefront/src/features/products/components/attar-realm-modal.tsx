import { useEffect } from "react"
import { Link } from "react-router"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { Dialog } from "@/components/ui/dialog"
import type { Realm } from "../types"
import styles from "./attar-realm-modal.module.css"

type Props = {
  counts: Record<Realm, number>
  onChoose: (realm: Realm) => void
  /** Every attar together: the "See all" button, Escape and a click outside the modal. */
  onShowAll: () => void
}

const REALMS: { realm: Realm; title: string; text: string; icon: string }[] = [
  {
    realm: "heritage",
    title: "Heritage",
    text: "Indian-heritage scents: rose, mogra, kewda, khus and sandal, distilled the traditional way.",
    // An oil lamp (diya).
    icon: "M4 13h16c0 4-4 6-8 6s-8-2-8-6Zm8-3c-1.5-1.5-1.5-4 0-6 1.5 2 1.5 4.5 0 6Z",
  },
  {
    realm: "celestial",
    title: "Celestial",
    text: "Global scents: oud, amber, musk and fresh blends inspired by signatures from around the world.",
    // A star.
    icon: "m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7L12 3Z",
  },
]

/**
 * "Choose Your Attar Journey": a modal shown while ?realm= is missing or
 * invalid; page scroll is locked while it is open. A realm, or every attar
 * together ("See all", Escape, a click outside), or back to the categories.
 */
export function AttarRealmModal({ counts, onChoose, onShowAll }: Props) {
  useEffect(() => {
    document.body.classList.add("scroll-locked")
    return () => document.body.classList.remove("scroll-locked")
  }, [])

  return (
    <Dialog
      open
      onClose={onShowAll}
      labelledBy="realm-modal-title"
      describedBy="realm-modal-text"
      className={styles.modal}
      testId="realm-modal"
    >
      <h2 id="realm-modal-title" className={styles.title}>
        Choose Your Attar Journey
      </h2>
      <p id="realm-modal-text" className={styles.text}>
        Our attars come from two realms. Pick one to explore.
      </p>
      <ul className={styles.choices} role="list">
        {REALMS.map(({ realm, title, text, icon }) => (
          <li key={realm}>
            <button type="button" className={cx(styles.choice, styles[realm])} onClick={() => onChoose(realm)}>
              <svg className={styles.choiceIcon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
              </svg>
              <span className={styles.choiceTitle}>{title}</span>
              <span className={styles.choiceCount}>
                {counts[realm]} {counts[realm] === 1 ? "scent" : "scents"}
              </span>
              <span className={styles.choiceText}>{text}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onShowAll}>
          See all {counts.heritage + counts.celestial} attars
        </button>
        <Link to="/categories" className={buttonClass({ variant: "ghost" })}>
          ← Back to Categories
        </Link>
      </div>
    </Dialog>
  )
}
