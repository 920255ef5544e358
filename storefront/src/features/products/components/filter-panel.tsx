import type { FilterOptions } from "../utils/filter-options"
import type { FilterKey, Filters } from "../utils/listing-state"
import { Button } from "@/components/ui/button"
import styles from "./filter-panel.module.css"

/** Products per option value (lower-cased), from the server's facets. */
export type FacetCounts = Partial<Record<FilterKey, Record<string, number>>>

type Props = {
  options: FilterOptions & { brands: string[] }
  counts?: FacetCounts
  filters: Filters
  onChange: (key: FilterKey, value: string | undefined) => void
  onClear: () => void
  idPrefix: string
}

const GROUPS: { key: FilterKey; legend: string; optionsKey: keyof Props["options"] }[] = [
  { key: "price", legend: "Price Range", optionsKey: "prices" },
  { key: "brand", legend: "Brand", optionsKey: "brands" },
  { key: "fragrance", legend: "Fragrance", optionsKey: "fragrances" },
  { key: "size", legend: "Size", optionsKey: "sizes" },
]

/** Single-choice radio groups (requirements LST-05); each group has an "All" choice that clears it. */
export function FilterPanel({ options, counts, filters, onChange, onClear, idPrefix }: Props) {
  return (
    <div className={styles.panel}>
      {GROUPS.map(({ key, legend, optionsKey }) => {
        const values = options[optionsKey]
        if (values.length === 0) return null
        const name = `${idPrefix}-${key}`
        return (
          <fieldset key={key} className={styles.group}>
            <legend className={styles.legend}>{legend}</legend>
            <label className={styles.option}>
              <input type="radio" name={name} checked={!filters[key]} onChange={() => onChange(key, undefined)} />
              <span>All</span>
            </label>
            {values.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={filters[key]?.toLowerCase() === value.toLowerCase()}
                  onChange={() => onChange(key, value)}
                />
                <span className={styles.text}>{value}</span>
                {counts?.[key] && <span className={styles.count}>({counts[key]![value.toLowerCase()] ?? 0})</span>}
              </label>
            ))}
          </fieldset>
        )
      })}
      <Button variant="ghost" block onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  )
}
