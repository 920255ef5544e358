import { createInventoryLevelsWorkflow } from "@medusajs/medusa/core-flows"
import { CATALOGUE } from "./catalogue"
import type { Created, SeedContext } from "./context"

/** A stable stock figure between 50 and 200 per product, so re-seeded databases look alike. */
function initialStock(catalogueId: string): number {
  let hash = 0
  for (const char of catalogueId) hash = (hash * 31 + char.charCodeAt(0)) % 100003
  return 50 + (hash % 151)
}

type InventoryRow = { id: string; sku: string | null; location_levels?: ({ location_id: string } | null)[] }

/** A level at the warehouse for each catalogue variant's inventory item (items are created with the variants). */
export async function seedInventory(ctx: SeedContext, stockLocationId: string, created: Created): Promise<void> {
  const { data } = await ctx.query.graph({
    entity: "inventory_item",
    fields: ["id", "sku", "location_levels.location_id"],
    filters: { sku: CATALOGUE.map((e) => e.id) },
  })
  const missing = (data as InventoryRow[]).filter((item) => !item.location_levels?.some((level) => level?.location_id === stockLocationId))
  if (!missing.length) {
    return
  }
  await createInventoryLevelsWorkflow(ctx.container).run({
    input: {
      inventory_levels: missing.map((item) => ({
        inventory_item_id: item.id,
        location_id: stockLocationId,
        stocked_quantity: initialStock(item.sku ?? item.id),
      })),
    },
  })
  created.inventoryLevels = missing.length
}
