import { useId } from "react"
import { cx } from "@/components/ui/cx"
import formStyles from "./review-form.module.css"
import styles from "./star-picker.module.css"

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"]

/** Rating input: a radio group of five stars (arrow keys move between them natively). */
export function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const name = useId()
  return (
    <fieldset className={styles.picker}>
      <legend className={formStyles.label}>
        Your rating <span aria-hidden="true">*</span>
      </legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={cx(styles.star, n <= value && styles.on)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
              required
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{n === 1 ? "1 star" : `${n} stars`}</span>
          </label>
        ))}
        <span className={styles.word} aria-hidden="true">
          {WORDS[value]}
        </span>
      </div>
    </fieldset>
  )
}
