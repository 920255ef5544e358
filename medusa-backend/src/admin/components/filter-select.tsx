import { Select } from "@medusajs/ui"

type Props = {
  /** The accessible name, "Filter by ...". */
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  placeholder?: string
}

/** A small Select that filters one of our admin lists. */
export const FilterSelect = ({ label, value, onChange, options, placeholder }: Props) => (
  <Select size="small" value={value} onValueChange={onChange}>
    <Select.Trigger aria-label={label}>
      <Select.Value placeholder={placeholder} />
    </Select.Trigger>
    <Select.Content>
      {options.map((option) => (
        <Select.Item key={option.value} value={option.value}>
          {option.label}
        </Select.Item>
      ))}
    </Select.Content>
  </Select>
)
