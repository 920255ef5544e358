type Props<V extends string> =
  | { values: readonly V[]; label?: (value: V) => string; options?: never }
  | { options: readonly { value: V; label: string }[]; values?: never; label?: never }

/**
 * A select's <option>s: one per value of `values` (worded by `label`, the
 * value itself by default), or one per `{ value, label }` of `options`.
 */
export function OptionList<V extends string>(props: Props<V>) {
  const options = props.options ?? props.values.map((value) => ({ value, label: props.label ? props.label(value) : value }))
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}
