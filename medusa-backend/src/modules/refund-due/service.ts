import { MedusaService } from "@medusajs/framework/utils"
import { RefundDue } from "./models/refund-due"

class RefundDueModuleService extends MedusaService({ RefundDue }) {}

export default RefundDueModuleService
