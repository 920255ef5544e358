import { Link } from "react-router-dom"
import { CategoriesOverview } from "@/features/products"
import { usePageMeta } from "../layout/use-page-meta"

const WHY = [
  { icon: "🌿", title: "Alcohol-free", text: "Gentle on skin and suitable for prayer, every single product." },
  { icon: "⏳", title: "Long-lasting", text: "Concentrated oils that stay with you from morning to evening." },
  { icon: "🚚", title: "Free delivery", text: "On every order of ₹599 or more, anywhere in India." },
  { icon: "💬", title: "Real support", text: "Questions answered within 24 hours by people who know our scents." },
]

export function CategoriesPage() {
  usePageMeta("All Categories", "Browse perfumes, attars, incense sticks and home sprays: product counts and starting prices.")
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
              <span className="why-card__icon" aria-hidden="true">
                {item.icon}
              </span>
              <h3 className="why-card__title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
