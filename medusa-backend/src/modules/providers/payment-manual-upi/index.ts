import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { BankTransferPaymentProviderService, UpiQrPaymentProviderService } from "./service"

/** Registers pp_upi-qr_<id> and pp_bank-transfer_<id> (id "sugandh" in medusa-config.ts). */
export default ModuleProvider(Modules.PAYMENT, {
  services: [UpiQrPaymentProviderService, BankTransferPaymentProviderService],
})
