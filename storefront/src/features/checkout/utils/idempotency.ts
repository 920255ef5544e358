/**
 * One key per order attempt: a double click or a retry after a lost answer
 * sends the same key, so the server makes one order. crypto.randomUUID needs
 * a secure context; plain-http hosts fall back to getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return `ord-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`
}
