import { useState, type FormEvent } from "react"

export type FieldErrors<T> = Partial<Record<keyof T, string>>

/**
 * A dialog's form of text fields kept in one state object, checked before it is sent: `submit`
 * runs `check` (the server's rules, so a slip costs no request), shows its messages beside the
 * fields, and hands the values to `onValid` only when there are none.
 */
export function useCheckedForm<T extends Record<string, string>>(
  initial: T,
  check: (values: T) => FieldErrors<T>,
  onValid: (values: T) => void
) {
  const [values, setValues] = useState<T>(initial)
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  const set = (key: keyof T) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = check(values)
    setErrors(next)
    if (Object.keys(next).length === 0) onValid(values)
  }
  return { values, setValues, errors, set, submit }
}
