import { createApiKeysWorkflow, createSalesChannelsWorkflow, linkSalesChannelsToApiKeyWorkflow } from "@medusajs/medusa/core-flows"
import { SEEDED } from "../../lib/store-settings"
import type { Created, SeedContext } from "./context"

type SalesChannelAndKey = { salesChannelId: string; apiKeyId: string; publishableKey: string }

/** The storefront's sales channel and the publishable key scoped to it. */
export async function seedSalesChannelAndKey(ctx: SeedContext, created: Created): Promise<SalesChannelAndKey> {
  const { data: channels } = await ctx.query.graph({
    entity: "sales_channel",
    fields: ["id"],
    filters: { name: SEEDED.salesChannelName },
  })
  let salesChannelId = channels[0]?.id as string | undefined
  if (!salesChannelId) {
    const { result } = await createSalesChannelsWorkflow(ctx.container).run({
      input: {
        salesChannelsData: [{ name: SEEDED.salesChannelName, description: "The Sugandh web shop" }],
      },
    })
    salesChannelId = result[0].id
    created.salesChannels = 1
  }

  const { data: keys } = await ctx.query.graph({
    entity: "api_key",
    fields: ["id", "token", "revoked_at", "sales_channels.id"],
    filters: { title: SEEDED.publishableKeyTitle, type: "publishable" },
  })
  let key = keys.find((k) => !k.revoked_at)
  if (!key) {
    const { result } = await createApiKeysWorkflow(ctx.container).run({
      input: {
        api_keys: [{ title: SEEDED.publishableKeyTitle, type: "publishable", created_by: "" }],
      },
    })
    key = { ...result[0], sales_channels: [] } as unknown as typeof key
    created.apiKeys = 1
  }
  const linked = (key!.sales_channels ?? []).some((sc: { id: string } | null) => sc?.id === salesChannelId)
  if (!linked) {
    await linkSalesChannelsToApiKeyWorkflow(ctx.container).run({
      input: { id: key!.id, add: [salesChannelId] },
    })
  }
  return { salesChannelId, apiKeyId: key!.id, publishableKey: key!.token }
}
