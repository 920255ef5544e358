import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { SugandhShippingProviderService } from "./service"

/** Registers the fulfillment provider sugandh-shipping_sugandh (id "sugandh" in medusa-config.ts). */
export default ModuleProvider(Modules.FULFILLMENT, { services: [SugandhShippingProviderService] })
