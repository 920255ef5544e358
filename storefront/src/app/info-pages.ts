/** The information pages: their paths and heads, for their route (routes/info.route.tsx) and the sitemap. */
export const INFO_PAGES = {
  "/about": {
    title: "About Us",
    description: "Our story: alcohol-free fragrances crafted in small batches in India, and the people behind them.",
  },
  "/faq": {
    title: "FAQ",
    description: "Answers about our fragrances, delivery times, returns, payment and your account.",
  },
  "/shipping-returns": {
    title: "Shipping & Returns",
    description: "Free delivery on orders of ₹599 or more, delivery times by PIN code, damage claims within 24 hours.",
  },
  "/privacy": {
    title: "Privacy Policy",
    description: "How we collect, use and protect your information. Last updated 3 October 2025.",
  },
} as const

export type InfoPath = keyof typeof INFO_PAGES

export const isInfoPath = (path: string): path is InfoPath => Object.hasOwn(INFO_PAGES, path)
