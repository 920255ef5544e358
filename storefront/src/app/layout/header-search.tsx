import { useMemo } from "react"
import { useCatalogue } from "@/features/products"
import { SearchBox, type SearchProduct } from "@/features/search"
import { CATEGORIES, isCategoryHandle } from "@/lib/categories"

type Props = { onDone?: () => void; autoFocus?: boolean; className?: string }

/** The header's search over the cached catalogue (loaded once, shared with the pages). */
export function HeaderSearch(props: Props) {
  const { data } = useCatalogue()
  const products = useMemo<SearchProduct[]>(
    () =>
      (data ?? []).map((p) => ({
        ...p,
        categoryLabel: isCategoryHandle(p.category) ? CATEGORIES[p.category].title : p.category,
      })),
    [data]
  )
  return <SearchBox products={products} {...props} />
}
