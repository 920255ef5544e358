/**
 * The order in which an order's items are the invoice's lines (1-based line
 * N is the N-th item), one rule for the invoice and for everything that
 * names a line by number (credit notes, returns). Medusa's Query gives an
 * order's items in no set order, so they are sorted: oldest first, then by
 * id, which is stable for items made together.
 */
export function inInvoiceOrder<T extends { id?: string | null; created_at?: unknown }>(items: readonly (T | null | undefined)[]): T[] {
  const time = (value: unknown) => (value ? new Date(value as string).getTime() : 0)
  return items
    .filter((i): i is T => !!i)
    .slice()
    .sort((a, b) => time(a.created_at) - time(b.created_at) || String(a.id ?? "").localeCompare(String(b.id ?? "")))
}
