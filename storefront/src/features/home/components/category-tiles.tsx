import { Link } from "react-router"
import { cx } from "@/components/ui/cx"
import { CATEGORIES, CATEGORY_HANDLES, type CategoryHandle } from "@/lib/categories"
import styles from "./category-tiles.module.css"

/** Each category's gradient. */
const TILE_COLOURS: Record<CategoryHandle, string | undefined> = {
  perfumes: styles.perfumes,
  attars: styles.attars,
  "room-fresheners": styles.roomFresheners,
  "incense-sticks": styles.incenseSticks,
}

const TAGLINES: Record<string, string> = {
  perfumes: "Signature-inspired, alcohol-free",
  attars: "Heritage & celestial oils",
  "room-fresheners": "Fresh rooms, every day",
  "incense-sticks": "For prayer and calm",
}

/** Four category tiles with Shop Now. */
export function CategoryTiles() {
  return (
    <ul className={styles.tiles} role="list">
      {CATEGORY_HANDLES.map((handle) => {
        const info = CATEGORIES[handle]
        return (
          <li key={handle}>
            <Link to={info.path} className={cx(styles.tile, TILE_COLOURS[handle])}>
              <span className={styles.title}>{info.title}</span>
              <span className={styles.text}>{TAGLINES[handle]}</span>
              <span className={styles.cta}>
                Shop Now<span className="visually-hidden"> {info.title}</span> →
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
