import { useConfig } from "@/lib/config"
import styles from "./festival-strip.module.css"

/** The festival offer strip; the promo code comes from /api/config (hidden when none is configured). */
export function FestivalStrip() {
  const { data } = useConfig()
  const code = data?.festivalCode
  if (!code) return null
  return (
    <p className={styles.strip} data-testid="festival-strip">
      <span aria-hidden="true">✦ </span>
      Festival offer: extra 20% off on perfumes, attars and home sprays with code <strong>{code}</strong>
    </p>
  )
}
