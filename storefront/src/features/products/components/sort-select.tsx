import { SORT_KEYS, SORT_LABELS, type SortKey } from "../utils/sort-products"

import styles from "./sort-select.module.css"

type Props = { value: SortKey; onChange: (value: SortKey) => void; id: string }

export function SortSelect({ value, onChange, id }: Props) {
  return (
    <div className={styles.sortSelect}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  )
}
