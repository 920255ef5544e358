import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ShippingAddress } from "@sugandh/contract"
import { resolveAddressState } from "../../../lib/serviceability/address-state"

/**
 * The shipping address with the state its PIN is in: refused (400 on
 * shippingAddress.zipCode or .state) when the PIN is unknown or not served or
 * the chosen state is not the PIN's. Also says whether the PIN's zone takes
 * cash on delivery. Read-only.
 */
export const resolveShippingAddressStep = createStep(
  "resolve-shipping-address",
  async (input: { address: ShippingAddress }, { container }) => {
    const place = await resolveAddressState(container, input.address, "shippingAddress.")
    return new StepResponse({
      address: { ...input.address, state: place.state, stateCode: place.stateCode },
      pin: place.serviceability.pin,
      cod_available: !!place.serviceability.cod,
    })
  }
)
