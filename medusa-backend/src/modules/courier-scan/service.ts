import { MedusaService } from "@medusajs/framework/utils"
import { CourierScan } from "./models/courier-scan"
import { CourierShipment } from "./models/courier-shipment"

class CourierScanModuleService extends MedusaService({ CourierScan, CourierShipment }) {}

export default CourierScanModuleService
