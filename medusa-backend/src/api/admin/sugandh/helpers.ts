/** A bounded integer query parameter. */
export function intParam(value: unknown, fallback: number, min: number, max: number): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback
}

export function textParam(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === "string" && v.trim() ? v.trim() : undefined
}
