import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { Stars } from "../components/stars"
import { errorText, sdk } from "../lib/sdk"
import type { ProductInsights } from "../lib/types"

/** Ratings (visible reviews, as the storefront shows them) and how many wishlists hold the product. */
const ProductInsightsWidget = ({ data }: DetailWidgetProps<AdminProduct>) => {
  const [insights, setInsights] = useState<ProductInsights | null>(null)

  useEffect(() => {
    sdk.client
      .fetch<ProductInsights>(`/api/admin/products/${data.id}/insights`)
      .then(setInsights)
      .catch((e) => toast.error(errorText(e)))
  }, [data.id])

  return (
    <Container className="divide-y p-0" data-testid="sugandh-product-insights">
      <div className="px-6 py-4">
        <Heading level="h2">Shoppers</Heading>
      </div>
      {insights ? (
        <div className="flex flex-col gap-3 px-6 py-4">
          <div className="flex items-center gap-2">
            <Stars rating={insights.averageRating} />
            <Text size="small">
              {insights.averageRating.toFixed(1)} from {insights.totalReviews} review{insights.totalReviews === 1 ? "" : "s"}
            </Text>
          </div>
          <div className="flex flex-col gap-1">
            {[5, 4, 3, 2, 1].map((star) => {
              const n = insights.ratingDistribution[star - 1] ?? 0
              const width = insights.totalReviews ? Math.round((n / insights.totalReviews) * 100) : 0
              return (
                <div key={star} className="flex items-center gap-2">
                  <Text size="xsmall" className="w-6">
                    {star}★
                  </Text>
                  <div className="bg-ui-bg-component h-2 flex-1 rounded">
                    <div className="bg-ui-tag-orange-icon h-2 rounded" style={{ width: `${width}%` }} />
                  </div>
                  <Text size="xsmall" className="w-6 text-right">
                    {n}
                  </Text>
                </div>
              )
            })}
          </div>
          {insights.hiddenReviews ? (
            <Text size="xsmall" className="text-ui-fg-muted">
              {insights.hiddenReviews} hidden review(s) not counted.
            </Text>
          ) : null}
          <Text size="small">
            In <strong>{insights.wishlistCount}</strong> wishlist{insights.wishlistCount === 1 ? "" : "s"}
          </Text>
        </div>
      ) : (
        <Text size="small" className="text-ui-fg-subtle px-6 py-4">
          Loading…
        </Text>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "product.details.side.after",
})

export default ProductInsightsWidget
