import { useId } from "react"

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"]

/** Rating input: a radio group of five stars (arrow keys move between them natively). */
export function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const name = useId()
  return (
    <fieldset className="star-picker">
      <legend className="review-form__label">
        Your rating <span aria-hidden="true">*</span>
      </legend>
      <div className="star-picker__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-picker__star ${n <= value ? "star-picker__star--on" : ""}`}>
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
        <span className="star-picker__word" aria-hidden="true">
          {WORDS[value]}
        </span>
      </div>
    </fieldset>
  )
}
