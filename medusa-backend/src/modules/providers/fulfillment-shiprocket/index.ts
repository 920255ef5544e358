import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { ShiprocketFulfillmentProviderService } from "./service"

/** Registers the fulfillment provider shiprocket_shiprocket (id "shiprocket" in medusa-config.ts, only when configured). */
export default ModuleProvider(Modules.FULFILLMENT, { services: [ShiprocketFulfillmentProviderService] })
