import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { GstTaxProvider } from "./service"

/** Registers the tax provider tp_gst_gst (id "gst" in medusa-config.ts), the India tax region's provider. */
export default ModuleProvider(Modules.TAX, { services: [GstTaxProvider] })
