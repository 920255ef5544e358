import { Module } from "@medusajs/framework/utils"
import AccountTokenModuleService from "./service"

export const ACCOUNT_TOKEN_MODULE = "account_token"

export default Module(ACCOUNT_TOKEN_MODULE, {
  service: AccountTokenModuleService,
})

export type { AccountTokenPurpose, IssuedToken, ConsumedToken } from "./service"
export { hashToken } from "./service"
