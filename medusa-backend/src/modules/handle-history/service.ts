import { MedusaService } from "@medusajs/framework/utils"
import { ProductHandle } from "./models/product-handle"

/** Generated CRUD for the handles products have had (recorded by lib/catalogue/handle-history.ts). */
class HandleHistoryModuleService extends MedusaService({ ProductHandle }) {}

export default HandleHistoryModuleService
