import { invalidInput, type DomainError, type FieldError } from "../errors"
import type { ExchangeSize } from "./exchange-sizes"
import type { OrderReturnFacts } from "./request-rules"

/** What goes out for an exchange: per returned line, the new size's variant and the same quantity. */
export type ExchangeOutbound = { line: number; productId: string; variantId: string; quantity: number; price: number }

const paise = (rupees: number) => Math.round(rupees * 100)

/**
 * The shopper's exchange (issue 45) against the return it rides on. Pure. Every returned line is
 * exchanged (a refund of other lines is a return of its own) for another size of its product that
 * is in stock for the quantity (./exchange-sizes); 400 naming the field otherwise. `refunds` says
 * whether the new sizes cost less than the returned units (a payee is then needed for a manual
 * payment), by Medusa's unit prices.
 */
export function checkExchange(
  facts: OrderReturnFacts,
  items: readonly { line: number; quantity: number }[],
  exchange: readonly { line: number; productId: string }[],
  sizes: ReadonlyMap<string, readonly ExchangeSize[]>
): { outbound: ExchangeOutbound[]; refunds: boolean } | { refusal: DomainError } {
  const errors: FieldError[] = []
  const outbound: ExchangeOutbound[] = []
  let returned = 0
  let added = 0
  for (const [i, want] of exchange.entries()) {
    const item = items.find((it) => it.line === want.line)
    const line = facts.lines.find((l) => l.line === want.line)
    if (!item || !line) {
      errors.push({ msg: `Line ${want.line} is not among the lines returned`, path: `exchange.${i}.line` })
      continue
    }
    const size = (sizes.get(line.productId ?? "") ?? []).find((s) => s.id.toUpperCase() === want.productId.toUpperCase())
    if (!size || !size.variantId) {
      errors.push({
        msg: `Line ${line.line} (${line.title}): pick another size of the same product that is in stock`,
        path: `exchange.${i}.productId`,
      })
      continue
    }
    if (size.stock < item.quantity) {
      errors.push({ msg: `Line ${line.line}: only ${size.stock} of ${size.name} ${size.size} left`, path: `exchange.${i}.productId` })
      continue
    }
    outbound.push({ line: line.line, productId: size.id, variantId: size.variantId, quantity: item.quantity, price: size.price })
    returned += paise(line.unitPrice ?? 0) * item.quantity
    added += paise(size.price) * item.quantity
  }
  const missing = items.find((it) => !exchange.some((e) => e.line === it.line))
  if (!errors.length && missing) {
    errors.push({ msg: `Exchange each returned line; ask for a refund of line ${missing.line} as a return of its own`, path: "exchange" })
  }
  if (errors.length) return { refusal: invalidInput(errors[0].msg, errors) }
  return { outbound, refunds: added < returned }
}
