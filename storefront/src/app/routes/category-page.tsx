import { Link } from "react-router"
import { AttarsListing, CategoryListing } from "@/features/products"
import { CATEGORIES, type CategoryHandle } from "@/lib/categories"
import { usePageMeta } from "../layout/use-page-meta"

export const categoryPageDescription = (handle: CategoryHandle) =>
  `${CATEGORIES[handle].description} Filter by price, brand, fragrance and size.`

/** The listing page shared by /perfumes, /attars, /room-fresheners and /incense-sticks. */
export function CategoryPage({ handle }: { handle: CategoryHandle }) {
  const category = CATEGORIES[handle]
  usePageMeta(category.title, categoryPageDescription(handle))
  return (
    <div className="page">
      <header className="category-hero">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol role="list">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/categories">Categories</Link>
            </li>
            <li aria-current="page">{category.title}</li>
          </ol>
        </nav>
        <h1 className="category-hero__title">{category.title}</h1>
        <p className="category-hero__text">{category.description}</p>
      </header>
      {handle === "attars" ? <AttarsListing /> : <CategoryListing key={handle} category={handle} />}
    </div>
  )
}
