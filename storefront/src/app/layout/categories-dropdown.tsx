import { Link } from "react-router"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { cx } from "@/components/ui/cx"
import { useHeaderMenu } from "./use-header-menu"
import navStyles from "./site-nav.module.css"
import panelStyles from "./menu-panel.module.css"
import styles from "./categories-dropdown.module.css"

/** Desktop "Categories" disclosure: All Categories plus the four listings. */
export function CategoriesDropdown() {
  const { open, setOpen, ref, toggleRef } = useHeaderMenu()

  return (
    <div className={styles.dropdown} ref={ref}>
      <button
        ref={toggleRef}
        type="button"
        className={cx(navStyles.link, styles.toggle)}
        aria-expanded={open}
        aria-controls="categories-menu"
        onClick={() => setOpen((o) => !o)}
      >
        Categories <span aria-hidden="true">▾</span>
      </button>
      <ul id="categories-menu" className={cx(panelStyles.panel, styles.menu)} role="list" hidden={!open}>
        <li>
          <Link to="/categories" className={panelStyles.item}>
            All Categories
          </Link>
        </li>
        {CATEGORY_HANDLES.map((handle) => (
          <li key={handle}>
            <Link to={CATEGORIES[handle].path} className={panelStyles.item}>
              {CATEGORIES[handle].title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
