import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { RazorpayPaymentProviderService } from "./service"

/** Registers pp_razorpay_<id> (id "sugandh" in medusa-config.ts, only when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set). */
export default ModuleProvider(Modules.PAYMENT, {
  services: [RazorpayPaymentProviderService],
})
