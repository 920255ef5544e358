import { MedusaService } from "@medusajs/framework/utils"
import { DeliveryZone } from "./models/delivery-zone"

/** The operator's delivery zones (CRUD from MedusaService). */
class ServiceabilityModuleService extends MedusaService({ DeliveryZone }) {}

export default ServiceabilityModuleService
