import { CartPage } from "@/features/cart/components/cart-page"
import { withPageBoundary } from "./page-boundary"

export const CartRoute = withPageBoundary(CartPage)
