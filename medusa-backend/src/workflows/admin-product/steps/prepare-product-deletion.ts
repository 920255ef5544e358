import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type VariantRow = {
  id: string
  price_set?: { id: string } | null
  inventory_items?: ({ inventory?: { id: string; reserved_quantity?: unknown } | null } | null)[] | null
}

const RESERVED_STOCK_MESSAGE = "This product has stock reserved for open orders. Ship or cancel those orders before deleting it."

/**
 * Checks that the product can go and finds what goes with it. Refused while
 * open orders hold reservations on its stock (Medusa would refuse to delete
 * the inventory item half-way through). Price lists whose every price is one
 * of this product's (an operator's launch offer) are returned for deletion;
 * shared lists such as the seeded launch offers only lose this product's prices.
 */
export const prepareProductDeletionStep = createStep(
  "admin-product-prepare-deletion",
  async (input: { productId: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: variants } = await query.graph({
      entity: "product_variant",
      fields: ["id", "price_set.id", "inventory_items.inventory.id", "inventory_items.inventory.reserved_quantity"],
      filters: { product_id: input.productId },
    })
    const rows = variants as unknown as VariantRow[]
    const reserved = rows.some((v) => (v.inventory_items ?? []).some((link) => Number(link?.inventory?.reserved_quantity ?? 0) > 0))
    if (reserved) throw new MedusaError(MedusaError.Types.CONFLICT, RESERVED_STOCK_MESSAGE)

    const priceSetIds = [...new Set(rows.map((v) => v.price_set?.id).filter((id): id is string => !!id))]
    if (!priceSetIds.length) return new StepResponse({ exclusivePriceListIds: [] as string[] })

    // The Pricing module filters prices by price set and by price list directly.
    const pricing = container.resolve(Modules.PRICING)
    const own = await pricing.listPrices({ price_set_id: priceSetIds }, { select: ["id", "price_list_id"] })
    const listIds = [...new Set(own.map((p) => (p as { price_list_id?: string | null }).price_list_id).filter((id): id is string => !!id))]
    if (!listIds.length) return new StepResponse({ exclusivePriceListIds: [] as string[] })
    const inLists = await pricing.listPrices({ price_list_id: listIds }, { select: ["id", "price_list_id", "price_set_id"] })
    const ownSets = new Set(priceSetIds)
    const exclusivePriceListIds = listIds.filter((listId) =>
      inLists
        .filter((p) => (p as { price_list_id?: string | null }).price_list_id === listId)
        .every((p) => ownSets.has((p as { price_set_id?: string }).price_set_id ?? ""))
    )
    return new StepResponse({ exclusivePriceListIds })
  }
)
