import { Link } from "react-router"

export function AboutTeaser({ storeName }: { storeName: string }) {
  return (
    <div className="about-teaser">
      <div className="about-teaser__art" aria-hidden="true">
        <span>{storeName}</span>
      </div>
      <div className="about-teaser__text">
        <p className="section-eyebrow">Our story</p>
        <h2 className="section-title">Fragrance without compromise</h2>
        <p>
          {storeName} began with a simple wish: scents that anyone can wear, at prayer or at work, without alcohol.
          We blend perfumes, distil attars and roll incense in small batches, and price them so that a good fragrance
          is an everyday pleasure rather than a luxury.
        </p>
        <Link className="button button--ghost" to="/about">
          Read our story
        </Link>
      </div>
    </div>
  )
}
