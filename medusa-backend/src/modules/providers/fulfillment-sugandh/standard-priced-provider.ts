import { AbstractFulfillmentProviderService } from "@medusajs/framework/utils"
import type { CalculatedShippingOptionPrice, CalculateShippingOptionPriceContext } from "@medusajs/framework/types"
import { standardShippingPrice } from "./shipping-fee"

/**
 * A fulfilment provider whose options cost what Standard Shipping costs (₹99, free from ₹599 of
 * goods; shipping-fee.ts), whoever carries the parcel: our own delivery and Shiprocket. Medusa asks
 * calculatePrice whenever it prices one of their options; the fulfilment data is kept as given.
 */
export abstract class StandardPricedFulfillmentProvider extends AbstractFulfillmentProviderService {
  async validateFulfillmentData(_optionData: Record<string, unknown>, data: Record<string, unknown>) {
    return data
  }

  async canCalculate(): Promise<boolean> {
    return true
  }

  async calculatePrice(
    _optionData: Record<string, unknown>,
    _data: Record<string, unknown>,
    context: CalculateShippingOptionPriceContext
  ): Promise<CalculatedShippingOptionPrice> {
    return standardShippingPrice(context.items)
  }
}
