import { Link } from "react-router-dom"
import { ComingSoon } from "@/components/coming-soon"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"

/** Until the home page is built, point shoppers at the categories that already work. */
export function HomePage() {
  return (
    <ComingSoon title="Welcome">
      <ul className="notice-page__links" role="list">
        {CATEGORY_HANDLES.map((handle) => (
          <li key={handle}>
            <Link className="button button--ghost" to={CATEGORIES[handle].path}>
              Shop {CATEGORIES[handle].title}
            </Link>
          </li>
        ))}
      </ul>
    </ComingSoon>
  )
}
