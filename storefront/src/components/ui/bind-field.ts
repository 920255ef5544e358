import type { ChangeEvent } from "react"

/**
 * The repeated `name`/`value`/`onChange` of a form field kept in one state object:
 * `<TextField {...bindField(form, set, "email")} />` for
 * `name="email" value={form.email} onChange={set("email")}`.
 */
export function bindField<T, K extends keyof T & string, H>(values: T, set: (key: K) => H, key: K): { name: K; value: T[K]; onChange: H } {
  return { name: key, value: values[key], onChange: set(key) }
}

type ControlChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>

/**
 * The same for a field kept in its own useState:
 * `<TextField {...bindState("email", email, setEmail)} />` for
 * `name="email" value={email} onChange={(e) => setEmail(e.target.value)}`.
 */
export function bindState<N extends string>(name: N, value: string, setValue: (value: string) => void) {
  return { name, value, onChange: (e: ControlChange) => setValue(e.target.value) }
}
