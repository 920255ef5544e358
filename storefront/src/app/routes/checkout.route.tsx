import { useQuery } from "@tanstack/react-query"
import { useMemo } from "react"
import { PageLoader } from "@/components/ui/spinner"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { useCart } from "@/features/cart/hooks/use-cart"
import { OrderSummary } from "@/features/cart/components/order-summary"
import { CheckoutView } from "@/features/checkout/components/checkout-view"
import { prefillShipping } from "@/features/checkout/utils/shipping"
import { ordersQueryOptions } from "@/features/orders/api/orders-api"
import { privatePageMeta } from "../seo"
import { withPageBoundary } from "./page-boundary"
import { clientOnlyLoader } from "./private-page"
import type { Route } from "./+types/checkout.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Checkout", matches)
}

/** Checkout composed from auth (prefill), the cart (items, totals, summary card) and the checkout feature. */
function CheckoutPage() {
  const auth = useAuth()
  const cart = useCart()
  // The last order's address fills what the profile lacks (newest first).
  const orders = useQuery(ordersQueryOptions(auth.isAuthenticated))
  const lastAddress = orders.data?.[0]?.shippingAddress ?? null
  const prefill = useMemo(() => prefillShipping(auth.user, lastAddress), [auth.user, lastAddress])
  const gstin = auth.user?.gstin
  const businessName = auth.user?.businessName
  const businessPrefill = useMemo(() => (gstin ? { gstin, name: businessName ?? "" } : null), [gstin, businessName])
  return (
    <CheckoutView
      signedIn={auth.isAuthenticated}
      loading={auth.initializing || cart.isLoading}
      prefill={prefill}
      accountEmail={auth.user?.email ?? null}
      businessPrefill={businessPrefill}
      items={cart.items}
      cartTotals={cart.totals}
      cartCoupon={cart.coupon}
      cartUpdating={cart.isUpdating}
      reloadCart={cart.reload}
      onOrderPlaced={cart.resetAfterOrder}
      renderSummary={({ totals, couponCode, updating, children, actions }) => (
        <OrderSummary totals={totals} couponCode={couponCode} updating={updating} actions={actions}>
          {children}
        </OrderSummary>
      )}
    />
  )
}

export default withPageBoundary(CheckoutPage)
