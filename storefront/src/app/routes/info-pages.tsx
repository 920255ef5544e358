import { AboutPage as About, FaqPage as Faq, PrivacyPage as Privacy, ShippingReturnsPage as Shipping } from "@/features/info"
import { usePageMeta } from "../layout/use-page-meta"

/** The information pages with their titles and descriptions (one chunk: they are small and text-only). */
export function AboutRoute() {
  usePageMeta("About Us", "Our story: alcohol-free fragrances crafted in small batches in India, and the people behind them.")
  return <About />
}

export function FaqRoute() {
  usePageMeta("FAQ", "Answers about our fragrances, delivery in 2–8 working days, returns, payment by UPI or bank transfer, and your account.")
  return <Faq />
}

export function ShippingReturnsRoute() {
  usePageMeta("Shipping & Returns", "Free delivery on orders of ₹599 or more, delivery in 2–8 working days, damage claims within 24 hours.")
  return <Shipping />
}

export function PrivacyRoute() {
  usePageMeta("Privacy Policy", "How we collect, use and protect your information. Last updated 3 October 2025.")
  return <Privacy />
}
