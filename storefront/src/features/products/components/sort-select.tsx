import { SORT_KEYS, SORT_LABELS, type SortKey } from "../utils/sort-products"

type Props = { value: SortKey; onChange: (value: SortKey) => void; id: string }

export function SortSelect({ value, onChange, id }: Props) {
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        Sort by
      </label>
      <select
        id={id}
        className="sort-select__control"
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
