import { Module } from "@medusajs/framework/utils"
import CourierScanModuleService from "./service"

export const COURIER_SCAN_MODULE = "courier_scan"

export default Module(COURIER_SCAN_MODULE, {
  service: CourierScanModuleService,
})
