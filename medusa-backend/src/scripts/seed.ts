import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { recordProductHandles } from "../lib/catalogue/handle-history"
import { seedAccounts } from "./seed/accounts"
import { CATALOGUE } from "./seed/catalogue"
import { seedCategories } from "./seed/categories"
import { createSeedContext, type Created, type SeedContext } from "./seed/context"
import { seedInventory } from "./seed/inventory"
import { seedPriceLists } from "./seed/price-lists"
import { seedProducts } from "./seed/products"
import { makePromotionsTaxInclusive, seedFestivalPromotion } from "./seed/promotions"
import { seedRegionAndTax } from "./seed/region-and-tax"
import { seedReviews } from "./seed/reviews"
import { seedSalesChannelAndKey } from "./seed/sales-channel-and-key"
import { seedStockAndShipping } from "./seed/stock-and-shipping"
import { seedStoreSettings } from "./seed/store"
import { seedCategoryTaxRates } from "./seed/tax-rates"
import { seedDeliveryZones } from "./seed/delivery-zones"
import { seedReturnReasons } from "./seed/return-reasons"

export type SeedResult = {
  created: Created
  regionId: string
  salesChannelId: string
  publishableKey: string
  stockLocationId: string
  shippingOptionId: string
  productCount: number
  operatorEmail?: string
  shopperEmail?: string
}

async function count(ctx: SeedContext, entity: string): Promise<number> {
  const { data } = await ctx.query.graph({ entity, fields: ["id"] })
  return data.length
}

/**
 * Idempotent: every part looks its records up by a stable key (name, handle,
 * title, code, e-mail) and creates only what is missing, through Medusa's workflows.
 */
export async function runSeed(container: MedusaContainer, env: Record<string, string | undefined> = process.env): Promise<SeedResult> {
  const ctx = createSeedContext(container)
  const created: Created = {}

  ctx.logger.info("Seeding region, tax, sales channel and publishable key...")
  const { regionId, taxRegionId } = await seedRegionAndTax(ctx, created)
  const { salesChannelId, publishableKey } = await seedSalesChannelAndKey(ctx, created)

  ctx.logger.info("Seeding warehouse and shipping...")
  const { stockLocationId, shippingProfileId, shippingOptionId } = await seedStockAndShipping(ctx, salesChannelId, created)
  await seedStoreSettings(ctx, { salesChannelId, regionId, stockLocationId })
  await seedDeliveryZones(ctx, created) // PIN serviceability: all India, the store's state, the remote zone
  await seedReturnReasons(ctx, created) // damaged, wrong, missing, not as described, changed my mind (src/lib/returns/policy.ts)

  ctx.logger.info(`Seeding categories and ${CATALOGUE.length} products...`)
  const categories = await seedCategories(ctx, created)
  const products = await seedProducts(ctx, { categories, salesChannelId, shippingProfileId }, created)
  await seedInventory(ctx, stockLocationId, created)
  await recordProductHandles(container) // medusa exec runs no subscribers: the handle history starts here
  await seedCategoryTaxRates(ctx, taxRegionId, created) // GST by category, after the products exist

  ctx.logger.info("Seeding launch offers, the festival promotion and accounts...")
  await seedPriceLists(ctx, products, created)
  await seedFestivalPromotion(ctx, categories, created)
  await makePromotionsTaxInclusive(ctx)
  await seedReviews(container) // 2-6 believable reviews per product that has none (src/scripts/seed/reviews.ts)
  const accounts = await seedAccounts(ctx, env, created)

  const totals = {
    products: await count(ctx, "product"),
    categories: await count(ctx, "product_category"),
    priceLists: await count(ctx, "price_list"),
    promotions: await count(ctx, "promotion"),
    shippingOptions: await count(ctx, "shipping_option"),
    users: await count(ctx, "user"),
    customers: await count(ctx, "customer"),
  }
  const createdText =
    Object.entries(created)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ") || "nothing (already seeded)"
  ctx.logger.info(
    `Seed done. Created: ${createdText}. Totals: ${Object.entries(totals)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}.`
  )
  if (accounts.operatorEmail || accounts.shopperEmail) {
    ctx.logger.info(`Accounts: operator ${accounts.operatorEmail ?? "(not created)"}, shopper ${accounts.shopperEmail ?? "(not created)"}.`)
  }

  return {
    created,
    regionId,
    salesChannelId,
    publishableKey,
    stockLocationId,
    shippingOptionId,
    productCount: products.length,
    ...accounts,
  }
}

type SearchModule = {
  listIndexes: () => Promise<{ name: string; status: string }[]>
  reindex: (input: { index: string }) => Promise<unknown>
}

/**
 * The search indexes (products, suggestions and the vocabulary) around a seed run in `medusa exec`. A migrated
 * index only becomes active once it is first filled, and until then every
 * event the seed's writes emit fails to reach it: so an index that is not
 * ready is filled first (instant on an empty database), and after a seed
 * that wrote anything it is rebuilt, since the events still queued when
 * this short-lived process exits are lost.
 */
function searchModule(container: MedusaContainer): SearchModule | undefined {
  return container.resolve<SearchModule | undefined>(Modules.SEARCH, { allowUnregistered: true })
}

const SEARCH_INDEXES = ["product", "product-suggestion", "product-term"]

export default async function seed({ container }: ExecArgs): Promise<void> {
  const search = searchModule(container)
  const indexes = (await search?.listIndexes())?.filter((index) => SEARCH_INDEXES.includes(index.name)) ?? []
  for (const index of indexes) if (index.status !== "ready") await search!.reindex({ index: index.name })
  const result = await runSeed(container)
  if (search && Object.keys(result.created).length > 0) for (const index of indexes) await search.reindex({ index: index.name })
}
