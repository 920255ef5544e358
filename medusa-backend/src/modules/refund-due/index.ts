import { Module } from "@medusajs/framework/utils"
import RefundDueModuleService from "./service"

export const REFUND_DUE_MODULE = "refund_due"

export default Module(REFUND_DUE_MODULE, {
  service: RefundDueModuleService,
})
