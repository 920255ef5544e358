export { ReviewsSection } from "./components/reviews-section"
export { useReviewStats } from "./api/reviews-api"
