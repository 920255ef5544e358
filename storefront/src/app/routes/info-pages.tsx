import { AboutPage as About, FaqPage as Faq, PrivacyPage as Privacy, ShippingReturnsPage as Shipping } from "@/features/info"
import { usePageMeta } from "../layout/use-page-meta"

/** The information pages with their titles and descriptions (one chunk: they are small and text-only). */
export const INFO_PAGES = {
  "/about": {
    title: "About Us",
    description: "Our story: alcohol-free fragrances crafted in small batches in India, and the people behind them.",
    Page: About,
  },
  "/faq": {
    title: "FAQ",
    description: "Answers about our fragrances, delivery in 2–8 working days, returns, payment by UPI or bank transfer, and your account.",
    Page: Faq,
  },
  "/shipping-returns": {
    title: "Shipping & Returns",
    description: "Free delivery on orders of ₹599 or more, delivery in 2–8 working days, damage claims within 24 hours.",
    Page: Shipping,
  },
  "/privacy": {
    title: "Privacy Policy",
    description: "How we collect, use and protect your information. Last updated 3 October 2025.",
    Page: Privacy,
  },
} as const

export type InfoPath = keyof typeof INFO_PAGES

export const isInfoPath = (path: string): path is InfoPath => Object.hasOwn(INFO_PAGES, path)

export function InfoPage({ path }: { path: InfoPath }) {
  const { title, description, Page } = INFO_PAGES[path]
  usePageMeta(title, description)
  return <Page />
}
