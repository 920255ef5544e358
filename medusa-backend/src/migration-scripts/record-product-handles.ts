import type { ExecArgs } from "@medusajs/framework/types"
import { recordProductHandles } from "../lib/catalogue/handle-history"

/** Once, at `medusa db:migrate`: the handles of products that existed before the handle history did. */
export default async function recordExistingProductHandles({ container }: ExecArgs) {
  await recordProductHandles(container)
}
