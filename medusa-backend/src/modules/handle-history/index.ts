import { Module } from "@medusajs/framework/utils"
import HandleHistoryModuleService from "./service"

export const HANDLE_HISTORY_MODULE = "handle_history"

export default Module(HANDLE_HISTORY_MODULE, {
  service: HandleHistoryModuleService,
})

export type { default as HandleHistoryModuleService } from "./service"
