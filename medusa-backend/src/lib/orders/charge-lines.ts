import { isCodFeeLine } from "../cod/fee-line"
import { isGiftWrapLine } from "./gift-wrap"

type LineLike = { metadata?: Record<string, unknown> | null } | null | undefined

/**
 * Our charge lines (the cash-on-delivery fee and the gift wrap): custom line
 * items that Medusa prices, taxes and invoices with the goods, but that are
 * services, not goods: nothing to pack, ship or take back.
 */
export function isChargeLine(line: LineLike): boolean {
  return isCodFeeLine(line) || isGiftWrapLine(line)
}

/** Medusa's return, exchange and claim forms list every fulfilled line, the charges too: picking one is refused with this. */
export const CHARGES_ARE_NOT_RETURNED =
  "The cash on delivery fee and the gift wrap are charges, not goods: only goods are returned, exchanged or claimed"
