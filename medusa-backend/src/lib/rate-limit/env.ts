/** A positive integer from the environment, or the fallback. Read at call time so tests can set it. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]
  const n = raw === undefined || raw === "" ? NaN : Number(raw)
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback
}
