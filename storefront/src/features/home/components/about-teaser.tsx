import { Link } from "react-router"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import styles from "./about-teaser.module.css"

export function AboutTeaser({ storeName }: { storeName: string }) {
  return (
    <div className={styles.teaser}>
      <div className={styles.art} aria-hidden="true">
        <span>{storeName}</span>
      </div>
      <div className={styles.text}>
        <p className="section-eyebrow">Our story</p>
        <h2 className={cx("section-title", styles.title)}>Fragrance without compromise</h2>
        <p>
          {storeName} began with a simple wish: scents that anyone can wear, at prayer or at work, without alcohol. We blend perfumes,
          distil attars and roll incense in small batches, and price them so that a good fragrance is an everyday pleasure rather than a
          luxury.
        </p>
        <Link className={buttonClass({ variant: "ghost" })} to="/about">
          Read our story
        </Link>
      </div>
    </div>
  )
}
