import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { orderLimitRefusal } from "../../lib/orders/order-limits"
import { isDomainError } from "../../lib/errors"
import { resolveAddressState } from "../../lib/serviceability/address-state"
import { isCodFeeLine } from "../../lib/cod/fee-line"
import { addressStateRefusal, cartMetadataRefusal, chargeLineRefusal, type CompletingLine } from "../../lib/orders/cart-completion-rules"
import type { MedusaAddressFields } from "../../lib/orders/address"
import { methodForProviderId } from "../../modules/providers/payment-manual-upi/methods"

/**
 * The order limits (units per line and per order, open unpaid orders per
 * customer, or per e-mail and phone for a guest) on every cart completion: our
 * POST /api/auth/orders checks them first with the /api answer, and this hook
 * holds them for Medusa's Store API (`POST /store/carts/:id/complete`, e.g.
 * through the JS SDK against the backend) and for a submit racing another one;
 * the PIN rule of the address; and what a client could have written through the
 * Store API (issue 43): charge lines the server did not make, the shop's
 * metadata keys, a state code the PIN contradicts.
 */
completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const c = cart as unknown as {
    id: string
    customer_id?: string | null
    email?: string | null
    metadata?: Record<string, unknown> | null
    items?: Array<(CompletingLine & { product_title?: string | null; title?: string | null }) | null>
    shipping_address?: (MedusaAddressFields & { postal_code?: string | null; province?: string | null }) | null
    billing_address?: MedusaAddressFields | null
    payment_collection?: { payment_sessions?: ({ provider_id?: string | null } | null)[] | null } | null
  }
  const items = (c.items ?? []).filter((i): i is NonNullable<typeof i> => !!i)
  const refuse = (message: string) => {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, message)
  }

  const charges = chargeLineRefusal(items)
  if (charges) refuse(charges)

  const refusal = await orderLimitRefusal(container, {
    customerId: c.customer_id,
    email: c.email,
    phone: c.shipping_address?.phone,
    cartId: c.id,
    lines: items,
  })
  if (refusal) refuse(refusal.message)

  const providerIds = (c.payment_collection?.payment_sessions ?? []).flatMap((p) => (p?.provider_id ? [p.provider_id] : []))
  const metadata = cartMetadataRefusal(c.metadata, providerIds)
  if (metadata) refuse(metadata)

  // Cash on delivery only through POST /api/auth/orders, which checks the PIN, the limit and the unconfirmed
  // order and adds the fee line: a Store API cart with a COD session and no fee line is not completed.
  if (providerIds.some((id) => methodForProviderId(id) === "cod") && !items.some((i) => isCodFeeLine(i))) {
    refuse("Cash on delivery orders are placed through the shop's checkout")
  }

  // The state follows the PIN here too (issue 29): a Store API cart to an unknown or unserved PIN, or
  // with a state (or a stored state code, issue 43) its PIN contradicts, is not completed. An empty state is taken from the PIN.
  const address = c.shipping_address
  if (address) {
    const stateCode = addressStateRefusal(address) ?? addressStateRefusal(c.billing_address)
    if (stateCode) refuse(stateCode)
    try {
      await resolveAddressState(container, { zipCode: address.postal_code ?? "", state: address.province ?? "" })
    } catch (error) {
      if (isDomainError(error)) refuse(error.message)
      throw error
    }
  }
})
