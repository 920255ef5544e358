import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { lookUpPin, pinIsInState } from "../pincodes/directory"
import { gstStateCode } from "../tax/gst-states"
import { ADDRESS_STATE_CODE_KEY } from "./address"

type OldAddress = { id: string; province?: string | null; postal_code?: string | null; metadata?: Record<string, unknown> | null }

/**
 * The GST state code an address placed before the PIN rule should carry: the
 * free text's state when it names one the PIN lies in (or the PIN is not in
 * the directory), otherwise the PIN's state; null when neither resolves.
 */
export function backfilledStateCode(address: Pick<OldAddress, "province" | "postal_code">): string | null {
  const textCode = gstStateCode(address.province)
  const pin = lookUpPin((address.postal_code ?? "").trim())
  if (textCode && (!pin || pinIsInState(pin, textCode))) return textCode
  return pin?.stateCode ?? textCode
}

/**
 * Writes the state code into every order shipping address that has none
 * (orders placed before addresses stored it). Idempotent: addresses with a
 * code are skipped. Returns how many were written and how many stay without.
 */
export async function backfillOrderStateCodes(container: MedusaContainer, batch = 200): Promise<{ updated: number; unresolved: number }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const orders = container.resolve(Modules.ORDER)
  let updated = 0
  let unresolved = 0
  for (let skip = 0; ; skip += batch) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "shipping_address.id", "shipping_address.province", "shipping_address.postal_code", "shipping_address.metadata"],
      pagination: { skip, take: batch, order: { created_at: "ASC" } },
    })
    if (!data.length) break
    const changes = []
    for (const order of data) {
      const address = order.shipping_address as OldAddress | null
      if (!address?.id || typeof address.metadata?.[ADDRESS_STATE_CODE_KEY] === "string") continue
      const code = backfilledStateCode(address)
      if (!code) {
        unresolved++
        continue
      }
      // The text stays as the shopper wrote it; the code (and so the tax split) comes from here on.
      changes.push({ id: address.id, metadata: { ...(address.metadata ?? {}), [ADDRESS_STATE_CODE_KEY]: code } })
    }
    if (changes.length) await orders.updateOrderAddresses(changes)
    updated += changes.length
    if (data.length < batch) break
  }
  return { updated, unresolved }
}
