import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { BankTransferPaymentProviderService, CodPaymentProviderService, UpiQrPaymentProviderService } from "./service"

/** Registers pp_upi-qr_<id>, pp_bank-transfer_<id> and pp_cod_<id> (id "sugandh" in medusa-config.ts). */
export default ModuleProvider(Modules.PAYMENT, {
  services: [UpiQrPaymentProviderService, BankTransferPaymentProviderService, CodPaymentProviderService],
})
