import { Link } from "react-router"
import { useConfig } from "@/lib/config"
import { InfoHero } from "./info-hero"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import styles from "./about-page.module.css"
import { InfoHighlights, InfoPage, InfoProse } from "./info-layout"

const FEATURES = [
  { title: "100% alcohol-free", text: "Every perfume, attar and home spray is made without alcohol: kind to skin, fit for prayer." },
  { title: "Small-batch craft", text: "Attars distilled and incense rolled in small batches, so each lot is checked by hand." },
  { title: "Honest prices", text: "Launch offers on every range and free delivery from ₹599." },
  { title: "Care that answers", text: "Real people reply within 24 hours, and damaged parcels are replaced." },
]

/** About us: brand story, founders and features (our copy; requirements INF-03). */
export function AboutPage() {
  const { data: config } = useConfig()
  const storeName = config?.storeName ?? "Sugandh"
  return (
    <InfoPage>
      <InfoHero title={`About ${storeName}`} eyebrow="Our story">
        <p>Sugandh means fragrance. We make it something everyone can wear.</p>
      </InfoHero>
      <InfoProse>
        <section>
          <h2>How it started</h2>
          <p>
            {storeName} started at a family table, where prayers, weddings and ordinary evenings each had their scent: a drop of rose attar,
            a stick of sandal incense, a sprinkle of kewda water. Most perfumes in the shops were alcohol-based and expensive, and many
            people we knew could not or would not wear them.
          </p>
          <p>
            So we set out to make fragrances that anyone can wear, at the mosque, the temple or the office: alcohol-free perfumes inspired
            by the world's well-loved signatures, attars from India's heritage and beyond, incense for calm homes, and sprays that freshen a
            room without harshness.
          </p>
        </section>
        <section>
          <h2>The founders</h2>
          <p>
            {storeName} is run by two siblings: one trained in perfumery and spends her days at the blending bench, the other looks after
            sourcing, packing and every message that reaches us. Between them they taste-test every batch and answer for every parcel.
          </p>
        </section>
      </InfoProse>
      <h2 className={cx("section-title", styles.featuresTitle)}>Why shoppers choose us</h2>
      <InfoHighlights>
        {FEATURES.map((f) => (
          <li key={f.title}>
            <strong>{f.title}</strong>
            <span>{f.text}</span>
          </li>
        ))}
      </InfoHighlights>
      <div className={styles.cta}>
        <Link className={buttonClass()} to="/categories">
          Explore our collections
        </Link>
      </div>
    </InfoPage>
  )
}
