import { useRef, type KeyboardEvent } from "react"
import { TABS, tabAfterKey, type TabId } from "../utils/access"
import styles from "./dashboard-tabs.module.css"

type Props = { active: TabId; onSelect: (tab: TabId) => void }

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move and select (the panels are cheap to show). */
export function DashboardTabs({ active, onSelect }: Props) {
  const refs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({})
  const onKeyDown = (e: KeyboardEvent) => {
    // Start from the focused tab, not `active`: the selection lives in the URL and two quick
    // presses arrive before the re-render, so `active` may still be the tab before the last press.
    const focused = TABS.find((tab) => refs.current[tab.id] === e.target)?.id ?? active
    const next = tabAfterKey(focused, e.key)
    if (!next) return
    e.preventDefault()
    onSelect(next)
    refs.current[next]?.focus()
  }
  return (
    <div className={styles.tabs} role="tablist" aria-label="Dashboard sections" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[tab.id] = el
          }}
          type="button"
          role="tab"
          id={`admin-tab-${tab.id}`}
          aria-selected={active === tab.id}
          aria-controls={`admin-panel-${tab.id}`}
          tabIndex={active === tab.id ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
