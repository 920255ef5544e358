import { useQuery } from "@tanstack/react-query"
import { useEffect, useMemo } from "react"
import { useConfig } from "@/lib/config"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { useCart } from "@/features/cart/hooks/use-cart"
import { CheckoutView } from "@/features/checkout/components/checkout-view"
import { prefillShipping } from "@/features/checkout/utils/shipping"
import { ordersQueryOptions } from "@/features/orders/api/orders-api"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/checkout.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Checkout", matches)
}

/**
 * Whether this document was loaded at /checkout. The gateway's script is allowed
 * by the /checkout page's own Content-Security-Policy only (security-headers.ts),
 * and a page reached by in-app navigation keeps the policy of the document it
 * started as. Without a navigation entry (tests) the document counts as this page.
 */
function loadedAsCheckoutDocument(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined
  if (!entry?.name) return true
  return new URL(entry.name, window.location.href).pathname.replace(/\/+$/, "") === "/checkout"
}

/** Checkout composed from auth (prefill) and the cart (items, totals, coupon), which the checkout feature may not import. */
function CheckoutPage() {
  const auth = useAuth()
  const cart = useCart()
  const { data: config } = useConfig()
  // "Pay online" needs this page's own policy: reached from another page, load it as a document once.
  const online = !!config?.onlinePayment
  useEffect(() => {
    if (online && !loadedAsCheckoutDocument()) window.location.replace("/checkout")
  }, [online])
  // The last order's address fills what the profile lacks (newest first).
  const orders = useQuery(ordersQueryOptions(auth.isAuthenticated))
  const lastAddress = orders.data?.[0]?.shippingAddress ?? null
  const prefill = useMemo(() => prefillShipping(auth.user, lastAddress), [auth.user, lastAddress])
  const gstin = auth.user?.gstin
  const businessName = auth.user?.businessName
  const businessPrefill = useMemo(() => (gstin ? { gstin, name: businessName ?? "" } : null), [gstin, businessName])
  return (
    <CheckoutView
      loading={auth.initializing || cart.isLoading}
      account={{ signedIn: auth.isAuthenticated, prefill, email: auth.user?.email ?? null, businessPrefill }}
      cart={{
        items: cart.items,
        totals: cart.totals,
        coupon: cart.coupon,
        updating: cart.isUpdating,
        reload: cart.reload,
        onOrderPlaced: cart.resetAfterOrder,
      }}
    />
  )
}

export default CheckoutPage
