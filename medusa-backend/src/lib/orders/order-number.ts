/**
 * The order number ("ORD-1001", requirements ORD-02) from Medusa's display_id: display ids
 * start at 1, the shop's numbers at 1001. Never stored, so it cannot drift.
 */
const ORDER_NUMBER_OFFSET = 1000

export function formatOrderNumber(displayId: number): string {
  return `ORD-${displayId + ORDER_NUMBER_OFFSET}`
}

/** display_id for "ORD-1001" (case-insensitive); null when the text is not an order number. */
export function parseOrderNumber(text: string): number | null {
  const match = /^ORD-(\d{1,12})$/i.exec(text.trim())
  if (!match) return null
  const displayId = Number(match[1]) - ORDER_NUMBER_OFFSET
  return Number.isSafeInteger(displayId) && displayId > 0 ? displayId : null
}
