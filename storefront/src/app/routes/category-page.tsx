import { Breadcrumb } from "@/components/breadcrumb"
import { PageHero } from "@/components/page-hero"
import { AttarsListing, CategoryListing } from "@/features/products"
import { CATEGORIES, type CategoryHandle } from "@/lib/categories"
import { usePageMeta } from "../layout/use-page-meta"

export const categoryPageDescription = (handle: CategoryHandle) =>
  `${CATEGORIES[handle].description} Filter by price, brand, fragrance and size.`

const CATEGORY_TRAIL = [
  { to: "/", label: "Home" },
  { to: "/categories", label: "Categories" },
]

/** The listing page shared by /perfumes, /attars, /room-fresheners and /incense-sticks. */
export function CategoryPage({ handle }: { handle: CategoryHandle }) {
  const category = CATEGORIES[handle]
  usePageMeta(category.title, categoryPageDescription(handle))
  return (
    <div className="page">
      <PageHero
        breadcrumb={<Breadcrumb trail={CATEGORY_TRAIL} current={category.title} />}
        title={category.title}
        text={category.description}
      />
      {handle === "attars" ? <AttarsListing /> : <CategoryListing key={handle} category={handle} />}
    </div>
  )
}
