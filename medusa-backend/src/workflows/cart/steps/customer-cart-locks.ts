import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { transform, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { customerCartLockKey } from "../add-to-customer-cart"
import { syncCartShippingWorkflow } from "../sync-cart-shipping"
import { CART_LOCK } from "../lock-timing"

type CustomerCartChange = { customer_id: string; cart_id: string; shipping_option_id: string }

/**
 * While composing a change of a customer's existing cart: takes the
 * customer's lock (all our writes to their cart hold it), then the cart's
 * (sub-workflows skip their own locks, so Store API calls on the same cart
 * wait for us). Answers the customer's key for syncShippingAndUnlockCart.
 */
export function lockCustomerCart(input: CustomerCartChange) {
  const customerKey = transform({ input }, ({ input }) => customerCartLockKey(input.customer_id))
  acquireLockStep({ key: customerKey, ...CART_LOCK }).config({ name: "lock-customer-cart" })
  acquireLockStep({ key: input.cart_id, ...CART_LOCK })
  return customerKey
}

/** The end of such a change: the shipping method follows the items (syncCartShippingWorkflow), then both locks go. */
export function syncShippingAndUnlockCart(input: CustomerCartChange, customerKey: WorkflowData<string>) {
  syncCartShippingWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      cart_id: input.cart_id,
      shipping_option_id: input.shipping_option_id,
    })),
  })
  releaseLockStep({ key: input.cart_id })
  releaseLockStep({ key: customerKey }).config({ name: "release-customer-cart" })
}
