import type { ReturnOptionsAnswer } from "@sugandh/contract"
import { isInsideReturnWindow, reasonFlags, returnWindowLastDay, type ReturnPolicySettings } from "./policy"
import type { OrderReturnFacts } from "./request-rules"
import type { ExchangeSize } from "./exchange-sizes"

/** A Medusa return reason as Query reads it. */
export type ReturnReasonRow = { id: string; value: string; label?: string | null; description?: string | null }

/**
 * What the shopper's return form offers for an order (GET
 * /api/auth/orders/{id}/returns/options). Pure: the same facts and policy
 * that checkReturnRequest judges the request by, so the form offers only
 * what the server then accepts. Lines are the invoice's (1-based), as a
 * request names them; the storefront's order answer leaves some out (gift
 * wrap, COD fee, lines returned whole) and has no line numbers. Each line
 * offers the other sizes an exchange may take, at today's price.
 */
export function returnOptions(
  facts: OrderReturnFacts,
  reasons: readonly ReturnReasonRow[],
  now: Date,
  settings: ReturnPolicySettings,
  /** Other sizes by Medusa product id (./exchange-sizes); none offered when absent. */
  sizes: ReadonlyMap<string, readonly ExchangeSize[]> = new Map()
): ReturnOptionsAnswer {
  const lastDay = facts.deliveredAt ? returnWindowLastDay(facts.deliveredAt, settings.windowDays) : null
  const open = !facts.cancelled && !!facts.deliveredAt && isInsideReturnWindow(facts.deliveredAt, now, settings.windowDays)
  return {
    open,
    windowDays: settings.windowDays,
    lastDay,
    pickupFee: settings.pickupFee,
    needsPayee: facts.manualPayment,
    lines: facts.lines
      .filter((l) => l.delivered > 0 && !l.charge)
      .map((l) => ({
        line: l.line,
        title: l.title,
        price: l.unitPrice ?? 0,
        returnable: l.requested > 0 ? 0 : Math.max(l.delivered - l.returned, 0),
        openReturn: l.requested > 0,
        sizes: (sizes.get(l.productId ?? "") ?? []).map((s) => ({ productId: s.id, name: s.name, size: s.size, price: s.price })),
      })),
    reasons: reasons.map((r) => {
      const flags = reasonFlags(r.value)
      return {
        id: r.id,
        value: r.value,
        label: r.label || r.value,
        description: r.description ?? null,
        photosRequired: flags.photosRequired,
        chargesPickupFee: flags.chargesPickupFee,
      }
    }),
  }
}
