/** The products feature's public surface for the app layer. */
export {
  useListing,
  useProduct,
  productQueryOptions,
  listingQueryOptions,
  searchCorrectionQueryOptions,
  productsBySpecIdsQueryOptions,
  categorySummariesQueryOptions,
  realmCountsQueryOptions,
  walkCatalogue,
  catalogueIdBefore,
  catalogueFreshness,
  useProductsBySpecIds,
  useCategorySummaries,
  type CategorySummary,
} from "./api/catalogue-queries"
export { readListingState, type ListingState } from "./utils/listing-state"
export { ProductActionsProvider, type ProductActions } from "./components/product-actions"
export { ProductGrid } from "./components/product-grid"
export { ProductGridSkeleton } from "./components/product-grid-skeleton"
export { ListingResults } from "./components/listing-results"
export { CategoryListing } from "./components/category-listing"
export { AttarsListing } from "./components/attars-listing"
export { CategoriesOverview } from "./components/categories-overview"
export { CatalogueError } from "./components/catalogue-error"
export { ProductDetail, ProductDetailSkeleton, ProductNotFound } from "./components/product-detail"
export type { Product, Realm } from "./types"
