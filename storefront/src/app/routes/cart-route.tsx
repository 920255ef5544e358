import { CartPage } from "@/features/cart/components/cart-page"
import { PageBoundary } from "./page-boundary"

export const CartRoute = () => (
  <PageBoundary>
    <CartPage />
  </PageBoundary>
)
