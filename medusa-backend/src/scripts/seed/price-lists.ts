import { createPriceListPricesWorkflow, createPriceListsWorkflow } from "@medusajs/medusa/core-flows"
import { PriceListStatus } from "@medusajs/framework/utils"
import { SEEDED } from "../../lib/store-settings"
import { CATALOGUE, CATEGORIES, type CatalogueEntry } from "./catalogue"
import type { Created, SeedContext } from "./context"
import { offerLabel } from "./pricing"
import type { SeededProduct } from "./products"

/**
 * One "sale" price list per category and offer ("Launch offer: Attars 31% OFF"),
 * so an operator can end one category's offer in /app without touching the rest.
 * The Store API's calculated_price then reports the sale price as
 * calculated_amount and the variant price as original_amount.
 */
export function launchOfferGroups(): { title: string; description: string; entries: CatalogueEntry[] }[] {
  const groups = new Map<string, { title: string; description: string; entries: CatalogueEntry[] }>()
  for (const entry of CATALOGUE) {
    const category = CATEGORIES.find((c) => c.handle === entry.category)!
    const title = `Launch offer: ${category.name} ${offerLabel(entry.offer)}`
    const group = groups.get(title) ?? {
      title,
      description: `Launch offer of ${entry.offer}% on ${category.name.toLowerCase()}.`,
      entries: [],
    }
    group.entries.push(entry)
    groups.set(title, group)
  }
  return [...groups.values()]
}

type PriceListRow = { id: string; title: string; prices?: ({ price_set_id: string } | null)[] }

export async function seedPriceLists(ctx: SeedContext, products: SeededProduct[], created: Created): Promise<void> {
  const groups = launchOfferGroups()
  const variantByCatalogueId = new Map(products.map((p) => [p.catalogueId, p.variantId]))

  const { data: variants } = await ctx.query.graph({
    entity: "product_variant",
    fields: ["id", "price_set.id"],
    filters: { id: products.map((p) => p.variantId) },
  })
  const priceSetByVariant = new Map<string, string>(
    variants.map((v) => [v.id as string, (v.price_set as { id: string } | undefined)?.id ?? ""])
  )

  const { data: lists } = await ctx.query.graph({
    entity: "price_list",
    fields: ["id", "title", "prices.price_set_id"],
    filters: { title: groups.map((g) => g.title) },
  })
  const listByTitle = new Map((lists as PriceListRow[]).map((l) => [l.title, l]))
  // A variant already on any launch-offer list is left alone (an operator may have moved it).
  const pricedSets = new Set((lists as PriceListRow[]).flatMap((l) => (l.prices ?? []).map((p) => p?.price_set_id).filter(Boolean)))

  const toPrice = (entry: CatalogueEntry) => ({
    amount: entry.price,
    currency_code: SEEDED.currencyCode,
    variant_id: variantByCatalogueId.get(entry.id)!,
  })

  const newLists = groups.filter((g) => !listByTitle.has(g.title))
  if (newLists.length) {
    await createPriceListsWorkflow(ctx.container).run({
      input: {
        price_lists_data: newLists.map((g) => ({
          title: g.title,
          description: g.description,
          // type defaults to "sale", which is what makes original_amount the variant price
          status: PriceListStatus.ACTIVE,
          prices: g.entries.map(toPrice),
        })),
      },
    })
    created.priceLists = newLists.length
  }

  const additions = groups
    .filter((g) => listByTitle.has(g.title))
    .map((g) => ({
      id: listByTitle.get(g.title)!.id,
      prices: g.entries.filter((e) => !pricedSets.has(priceSetByVariant.get(variantByCatalogueId.get(e.id)!) ?? "")).map(toPrice),
    }))
    .filter((a) => a.prices.length)
  if (additions.length) {
    await createPriceListPricesWorkflow(ctx.container).run({ input: { data: additions } })
    created.priceListPrices = additions.reduce((n, a) => n + a.prices.length, 0)
  }
}
