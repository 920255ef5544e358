import { index, layout, route, type RouteConfig } from "@react-router/dev/routes"

/*
 * The shop's full route table (requirements LAY-01). Public pages render on the server with their
 * data (loaders); one person's pages render after hydration (clientLoader +
 * HydrateFallback). Every module is its own chunk.
 */
export default [
  // Pathless: a failing page shows its error, and an unknown page the not-found page, inside the header and footer.
  layout("routes/page-boundary.route.tsx", [
    index("routes/home.route.tsx"),
    route("categories", "routes/categories.route.tsx"),
    route("perfumes", "routes/category.route.tsx", { id: "category-perfumes" }),
    route("attars", "routes/category.route.tsx", { id: "category-attars" }),
    route("room-fresheners", "routes/category.route.tsx", { id: "category-room-fresheners" }),
    route("incense-sticks", "routes/category.route.tsx", { id: "category-incense-sticks" }),
    route("product/:id", "routes/product.route.tsx"),
    route("search", "routes/search.route.tsx"),
    route("about", "routes/info.route.tsx", { id: "info-about" }),
    route("faq", "routes/info.route.tsx", { id: "info-faq" }),
    route("shipping-returns", "routes/info.route.tsx", { id: "info-shipping-returns" }),
    route("privacy", "routes/info.route.tsx", { id: "info-privacy" }),
    route("contact", "routes/contact.route.tsx"),
    route("cart", "routes/cart.route.tsx"),
    route("checkout", "routes/checkout.route.tsx"),
    route("auth", "routes/auth.route.tsx"),
    route("login", "routes/login.route.tsx"),
    route("signup", "routes/signup.route.tsx"),
    route("profile", "routes/profile.route.tsx"),
    route("orders", "routes/orders.route.tsx"),
    route("wishlist", "routes/wishlist.route.tsx"),
    route("admin", "routes/admin.route.tsx"),
    route("verify-email", "routes/verify-email.route.tsx"),
    route("forgot-password", "routes/forgot-password.route.tsx"),
    route("reset-password", "routes/reset-password.route.tsx"),
    route("cod-confirm", "routes/cod-confirm.route.tsx"),
    route("delivery-answer", "routes/delivery-answer.route.tsx"),
    route("track", "routes/track.route.tsx"),
    route("*", "routes/not-found.route.tsx"),
  ]),
  // Resource routes: no page, just the file.
  route("sitemap.xml", "routes/sitemap.route.ts"),
  route("sitemaps/:file", "routes/sitemap-file.route.ts"),
  route("robots.txt", "routes/robots.route.ts"),
] satisfies RouteConfig
