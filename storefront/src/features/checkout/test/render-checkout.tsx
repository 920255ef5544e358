import { renderWithProviders } from "@/testing/render"
import { CheckoutView } from "../components/checkout-view"
import type { CheckoutAccount } from "../hooks/use-checkout"
import type { Totals } from "../types"

/** The address the checkout tests' shopper has on her profile. */
export const ADDRESS = {
  name: "Asha Verma",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zipCode: "411001",
  phone: "9876543210",
}

/** A row of the Order Summary card, by its key (components/order-summary/summary-rows.ts). */
export const summaryRow = (key: string) => document.querySelector(`[data-row="${key}"]`)

/** /checkout for a signed-in shopper with one Velvet Oud (₹299) in a cart the server totalled as `totals`. */
export function renderCheckout(totals: Totals, account: Partial<CheckoutAccount> = {}) {
  return renderWithProviders(
    <CheckoutView
      loading={false}
      account={{ signedIn: true, prefill: ADDRESS, email: null, businessPrefill: null, ...account }}
      cart={{
        items: [{ productId: "P1", name: "Velvet Oud", category: "perfumes", price: 299, quantity: 1, image: null }],
        totals,
        coupon: null,
        updating: false,
        reload: () => {},
        onOrderPlaced: () => {},
      }}
    />,
    { path: "/checkout" }
  )
}
