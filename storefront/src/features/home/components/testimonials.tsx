import { InitialAvatar } from "@/components/initial-avatar"
import styles from "./testimonials.module.css"

/**
 * Three testimonials (requirements LST-01): sample text by named people; they
 * are labelled as such rather than presented as verified reviews (those are
 * on each product page, from the review service).
 */
const TESTIMONIALS = [
  {
    name: "Priya S.",
    city: "Pune",
    text: "I wanted a perfume I could wear to prayers. The alcohol-free oud lasts through the day and never feels harsh.",
  },
  {
    name: "Arjun M.",
    city: "Lucknow",
    text: "The heritage attars remind me of my grandfather's collection. A drop on the wrist is enough for hours.",
  },
  {
    name: "Fatima K.",
    city: "Hyderabad",
    text: "The home spray and sandal incense have become part of our evenings. Delivery was quick and well packed.",
  },
]

export function Testimonials() {
  return (
    <ul className={styles.testimonials} role="list">
      {TESTIMONIALS.map((t) => (
        <li key={t.name} className={styles.testimonial}>
          <figure>
            <blockquote className={styles.quote}>
              <p>“{t.text}”</p>
            </blockquote>
            <figcaption className={styles.author}>
              <InitialAvatar name={t.name} />
              <span>
                <strong>{t.name}</strong>
                <span className={styles.city}>{t.city}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
