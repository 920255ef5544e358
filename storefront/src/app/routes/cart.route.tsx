import { CartPage } from "@/features/cart/components/cart-page"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/cart.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Your Cart", matches)
}

export default CartPage
