import type { RouteObject } from "react-router-dom"
import { PageLoader } from "@/components/page-loader"
import { RouteError } from "@/components/route-error"
import type { CategoryHandle } from "@/lib/categories"
import { RootLayout } from "./layout/root-layout"

/*
 * The spec's full route table. Every page is a lazy route, so each becomes its
 * own chunk and the first visit downloads only the page it shows.
 */

const category = (handle: CategoryHandle): RouteObject["lazy"] => async () => {
  const { CategoryPage } = await import("./routes/category-page")
  return { Component: () => <CategoryPage handle={handle} /> }
}

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        // Pathless: a failing page shows its error inside the header and footer.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("./routes/home-page")).HomePage }),
          },
          { path: "categories", lazy: async () => ({ Component: (await import("./routes/categories-page")).CategoriesPage }) },
          { path: "perfumes", lazy: category("perfumes") },
          { path: "attars", lazy: category("attars") },
          { path: "room-fresheners", lazy: category("room-fresheners") },
          { path: "incense-sticks", lazy: category("incense-sticks") },
          { path: "product/:id", lazy: async () => ({ Component: (await import("./routes/product-page")).ProductPage }) },
          { path: "cart", lazy: async () => ({ Component: (await import("./routes/cart-route")).CartRoute }) },
          { path: "checkout", lazy: async () => ({ Component: (await import("./routes/checkout-route")).CheckoutRoute }) },
          { path: "auth", lazy: async () => ({ Component: (await import("./routes/auth-pages")).AuthRoute }) },
          { path: "login", lazy: async () => ({ Component: (await import("./routes/auth-pages")).LoginRoute }) },
          { path: "signup", lazy: async () => ({ Component: (await import("./routes/auth-pages")).SignupRoute }) },
          { path: "profile", lazy: async () => ({ Component: (await import("./routes/profile-route")).ProfileRoute }) },
          { path: "orders", lazy: async () => ({ Component: (await import("./routes/orders-route")).OrdersRoute }) },
          { path: "wishlist", lazy: async () => ({ Component: (await import("./routes/wishlist-page")).WishlistPage }) },
          { path: "admin", lazy: async () => ({ Component: (await import("./routes/admin-route")).AdminRoute }) },
          { path: "search", lazy: async () => ({ Component: (await import("./routes/search-page")).SearchPage }) },
          { path: "about", lazy: async () => ({ Component: (await import("./routes/info-pages")).AboutRoute }) },
          { path: "contact", lazy: async () => ({ Component: (await import("./routes/contact-route")).ContactRoute }) },
          { path: "faq", lazy: async () => ({ Component: (await import("./routes/info-pages")).FaqRoute }) },
          { path: "shipping-returns", lazy: async () => ({ Component: (await import("./routes/info-pages")).ShippingReturnsRoute }) },
          { path: "privacy", lazy: async () => ({ Component: (await import("./routes/info-pages")).PrivacyRoute }) },
          { path: "verify-email", lazy: async () => ({ Component: (await import("./routes/recovery-routes")).VerifyEmailRoute }) },
          { path: "forgot-password", lazy: async () => ({ Component: (await import("./routes/recovery-routes")).ForgotPasswordRoute }) },
          { path: "reset-password", lazy: async () => ({ Component: (await import("./routes/recovery-routes")).ResetPasswordRoute }) },
          {
            path: "*",
            lazy: async () => ({ Component: (await import("./routes/not-found-page")).NotFoundPage }),
          },
        ],
      },
    ],
  },
]
