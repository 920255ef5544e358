export { AboutPage } from "./components/about-page"
export { FaqPage } from "./components/faq-page"
export { ShippingReturnsPage } from "./components/shipping-returns-page"
export { PrivacyPage } from "./components/privacy-page"
