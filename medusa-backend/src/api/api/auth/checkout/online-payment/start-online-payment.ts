import type { MedusaContainer } from "@medusajs/framework/types"
import type { OnlinePaymentStartAnswer } from "@sugandh/contract"
import { conflict, DomainError, invalidInput } from "../../../../../lib/errors"
import type { PlaceOrderInput } from "../../../../../lib/orders/checkout-input"
import { getStoreContext } from "../../../../../lib/catalogue"
import { explainCheckoutFailure } from "../../../../../lib/checkout/checkout-failure"
import { GATEWAY_UNAVAILABLE_MESSAGE, isGatewayUnavailable, onlinePaymentOffer } from "../../../../../lib/checkout/online-payment"
import { getStoreSettings } from "../../../../../lib/store-settings"
import { placeCustomerOrderWorkflow } from "../../../../../workflows/checkout/place-customer-order"
import { placeOrderWorkflow } from "../../../../../workflows/checkout/place-order"

export const ONLINE_PAYMENT_OFF_MESSAGE = "Paying online is not available. Please choose another payment method."
const TOTAL_CHANGED_MESSAGE = "Your order total has changed. Please review the updated totals and place the order again."
const ALREADY_PLACED_MESSAGE = "This cart has just been ordered. Please check My Orders."

/**
 * Readies the customer's cart for "Pay online": the same checks and cart
 * writes as placing an order (placeCustomerOrderWorkflow, placeOrderWorkflow),
 * ending with the gateway's payment session (the provider creates the Razorpay
 * order) instead of the order: the cart becomes an order once paid. A gateway
 * that fails or does not answer leaves the cart as it was: 503 with the
 * shopper's "try again or choose another method".
 */
export async function startOnlinePayment(
  container: MedusaContainer,
  args: { customerId: string; input: PlaceOrderInput }
): Promise<OnlinePaymentStartAnswer> {
  const offer = onlinePaymentOffer()
  if (!offer) throw invalidInput(ONLINE_PAYMENT_OFF_MESSAGE)
  if (args.input.paymentMethod !== "online") throw invalidInput('Paying online needs paymentMethod "online"')

  const { result: checked } = await placeCustomerOrderWorkflow(container).run({
    input: { customer_id: args.customerId, order: args.input, idempotency_key: null },
  })
  if (checked.replayed_order_id || !checked.place) throw conflict(ALREADY_PLACED_MESSAGE)
  const place = checked.place
  const { result } = await placeOrderWorkflow(container)
    .run({ input: place })
    .catch(async (error: unknown) => {
      if (isGatewayUnavailable(error)) throw new DomainError("unavailable", GATEWAY_UNAVAILABLE_MESSAGE)
      const { salesChannelId } = await getStoreContext(container)
      throw await explainCheckoutFailure(container, error, { cartId: place.cart_id, salesChannelId })
    })
  if (!result.total_matches) throw conflict(TOTAL_CHANGED_MESSAGE, { totals: result.totals })
  const data = result.gateway_session?.data ?? {}
  if (typeof data.razorpay_order_id !== "string") throw new DomainError("unavailable", GATEWAY_UNAVAILABLE_MESSAGE)

  const address = args.input.shippingAddress
  return {
    success: true,
    provider: "razorpay",
    keyId: typeof data.key_id === "string" ? data.key_id : offer.keyId,
    orderId: data.razorpay_order_id,
    amount: Number(data.amount_paise),
    currency: typeof data.currency === "string" ? data.currency : "INR",
    name: getStoreSettings().storeName,
    prefill: { name: address.name, email: place.email, contact: address.phone },
  }
}
