import { Link } from "react-router"
import { CategoriesOverview } from "@/features/products"
import { usePageMeta } from "../layout/use-page-meta"

/** Simple line icons (24×24 paths), drawn in the text colour; no emoji font needed. */
const ICONS = {
  leaf: "M5 19c0-8 5-14 15-15-1 10-7 15-15 15Zm0 0 8-8",
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm12 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z",
  chat: "M4 5h16v11H9l-5 4V5Z",
}

const WHY = [
  { icon: ICONS.leaf, title: "Alcohol-free", text: "Gentle on skin and suitable for prayer, every single product." },
  { icon: ICONS.clock, title: "Long-lasting", text: "Concentrated oils that stay with you from morning to evening." },
  { icon: ICONS.truck, title: "Free delivery", text: "On every order of ₹599 or more, anywhere in India." },
  { icon: ICONS.chat, title: "Real support", text: "Questions answered within 24 hours by people who know our scents." },
]

export const CATEGORIES_TITLE = "All Categories"
export const CATEGORIES_DESCRIPTION = "Browse perfumes, attars, incense sticks and home sprays: product counts and starting prices."

export function CategoriesPage() {
  usePageMeta(CATEGORIES_TITLE, CATEGORIES_DESCRIPTION)
  return (
    <div className="page">
      <header className="category-hero">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol role="list">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">Categories</li>
          </ol>
        </nav>
        <h1 className="category-hero__title">Our Collections</h1>
        <p className="category-hero__text">Four ways to wear fragrance, all alcohol-free.</p>
      </header>
      <CategoriesOverview />
      <section className="why-choose" aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          Why Choose Us
        </h2>
        <ul className="why-choose__grid" role="list">
          {WHY.map((item) => (
            <li key={item.title} className="why-card">
              <svg className="why-card__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h3 className="why-card__title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
