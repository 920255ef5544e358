import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { orderLimitRefusal } from "../../lib/orders/order-limits"

/**
 * The order limits (units per line and per order, open unpaid orders per
 * customer) on every cart completion: our POST /api/auth/orders checks them
 * first with the /api answer, and this hook holds them for Medusa's Store API
 * (`POST /store/carts/:id/complete`, e.g. through the JS SDK against the
 * backend) and for a submit racing another one.
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
  }
  const refusal = await orderLimitRefusal(container, {
    customerId: c.customer_id,
    email: c.email,
    cartId: c.id,
    lines: (c.items ?? []).filter((i): i is NonNullable<typeof i> => !!i),
  })
  if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal.message)
})
