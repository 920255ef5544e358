import { OptionList } from "./ui/option-list"
import styles from "./sort-select.module.css"

type Props<K extends string> = {
  id: string
  /** The visible label before the select ("Sort by", "Sort reviews"). */
  label: string
  value: K
  options: readonly { value: K; label: string }[]
  onChange: (value: K) => void
}

/** A labelled pill select that re-orders a list (products, reviews). */
export function SortSelect<K extends string>({ id, label, value, options, onChange }: Props<K>) {
  return (
    <div className={styles.sortSelect}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.control} value={value} onChange={(event) => onChange(event.target.value as K)}>
        <OptionList options={options} />
      </select>
    </div>
  )
}
