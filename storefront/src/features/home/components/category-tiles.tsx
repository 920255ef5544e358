import { Link } from "react-router"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"

const TAGLINES: Record<string, string> = {
  perfumes: "Signature-inspired, alcohol-free",
  attars: "Heritage & celestial oils",
  "room-fresheners": "Fresh rooms, every day",
  "incense-sticks": "For prayer and calm",
}

/** Four category tiles with Shop Now. */
export function CategoryTiles() {
  return (
    <ul className="category-tiles" role="list">
      {CATEGORY_HANDLES.map((handle) => {
        const info = CATEGORIES[handle]
        return (
          <li key={handle}>
            <Link to={info.path} className={`category-tile category-tile--${handle}`}>
              <span className="category-tile__title">{info.title}</span>
              <span className="category-tile__text">{TAGLINES[handle]}</span>
              <span className="category-tile__cta">
                Shop Now<span className="visually-hidden"> {info.title}</span> →
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
