import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { orderLimitRefusal } from "../../lib/orders/order-limits"
import { isDomainError } from "../../lib/errors"
import { resolveAddressState } from "../../lib/serviceability/address-state"
import { isCodFeeLine } from "../../lib/cod/fee-line"
import { methodForProviderId } from "../../modules/providers/payment-manual-upi/methods"

/**
 * The order limits (units per line and per order, open unpaid orders per
 * customer) on every cart completion: our POST /api/auth/orders checks them
 * first with the /api answer, and this hook holds them for Medusa's Store API
 * (`POST /store/carts/:id/complete`, e.g. through the JS SDK against the
 * backend) and for a submit racing another one; and the PIN rule of the address.
 */
completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const c = cart as unknown as {
    id: string
    customer_id?: string | null
    email?: string | null
    items?: Array<{
      quantity: unknown
      product_title?: string | null
      title?: string | null
      metadata?: Record<string, unknown> | null
    } | null>
    shipping_address?: { postal_code?: string | null; province?: string | null } | null
    payment_collection?: { payment_sessions?: ({ provider_id?: string | null } | null)[] | null } | null
  }
  const refusal = await orderLimitRefusal(container, {
    customerId: c.customer_id,
    email: c.email,
    cartId: c.id,
    lines: (c.items ?? []).filter((i): i is NonNullable<typeof i> => !!i),
  })
  if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal.message)

  // Cash on delivery only through POST /api/auth/orders, which checks the PIN, the limit and the unconfirmed
  // order and adds the fee line: a Store API cart with a COD session and no fee line is not completed.
  const sessions = (c.payment_collection?.payment_sessions ?? []).filter((p) => !!p)
  if (sessions.some((p) => methodForProviderId(p!.provider_id) === "cod") && !(c.items ?? []).some((i) => isCodFeeLine(i))) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Cash on delivery orders are placed through the shop's checkout")
  }

  // The state follows the PIN here too (issue 29): a Store API cart to an unknown or unserved PIN, or
  // with a state its PIN contradicts, is not completed. An empty state is taken from the PIN.
  const address = c.shipping_address
  if (address) {
    try {
      await resolveAddressState(container, { zipCode: address.postal_code ?? "", state: address.province ?? "" })
    } catch (error) {
      if (isDomainError(error)) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, error.message)
      throw error
    }
  }
})
