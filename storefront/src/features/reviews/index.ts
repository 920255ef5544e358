export { ReviewsSection } from "./components/reviews-section"
export { reviewStatsQueryOptions, useReviewStats } from "./api/reviews-api"
