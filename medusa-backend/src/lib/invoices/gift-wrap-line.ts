import { GIFT_WRAP, isGiftWrapLine } from "../orders/gift-wrap"
import { COD_FEE_LINE, isCodFeeLine } from "../cod/fee-line"

/**
 * The gift wrap line on an invoice: Medusa already gives it its amount and
 * tax lines like any item; it has no product, so its code is the SAC of
 * packaging services instead of a category's HSN. Kept apart from the
 * invoice's GST logic so that logic can change without touching it.
 */
export function giftWrapInvoiceCode(item: { metadata?: Record<string, unknown> | null } | null | undefined): string | null {
  return isGiftWrapLine(item) ? GIFT_WRAP.sac : null
}

/** The cash-on-delivery fee line: no product either; its code is SAC 996812 (courier services, lib/cod/fee-line). */
export function chargeLineInvoiceCode(item: { metadata?: Record<string, unknown> | null } | null | undefined): string | null {
  return giftWrapInvoiceCode(item) ?? (isCodFeeLine(item) ? COD_FEE_LINE.sac : null)
}
