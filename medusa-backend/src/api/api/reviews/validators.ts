// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export {
  EMAIL_PATTERN as EMAIL_RE,
  BatchStatsQuery,
  CreateReviewBody,
  ListReviewsQuery,
  MAX_PAGE_SIZE,
  REVIEW_TEXT,
  type CreateReviewInput,
  type ListReviewsInput,
} from "@sugandh/contract"
