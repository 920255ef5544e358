import { Link, NavLink } from "react-router-dom"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { DEFAULT_STORE_NAME, useConfig } from "@/lib/config"

/** A first, simple header: the store name home and the four categories. Search, account and cart come later. */
export function SiteHeader() {
  const { data } = useConfig()
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          {storeName}
        </Link>
        <nav aria-label="Categories" className="site-nav">
          <ul className="site-nav__list" role="list">
            {CATEGORY_HANDLES.map((handle) => (
              <li key={handle}>
                <NavLink to={CATEGORIES[handle].path} className="site-nav__link">
                  {CATEGORIES[handle].title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
