import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { amount } from "../orders/to-order-view"
import { COUPON_MESSAGES } from "@sugandh/contract"

export { COUPON_MESSAGES }

export type PromotionRow = {
  id: string
  code?: string | null
  status?: string | null
  limit?: number | null
  used?: number | null
  campaign?: {
    starts_at?: Date | string | null
    ends_at?: Date | string | null
    budget?: { type?: string | null; limit?: unknown; used?: unknown } | null
  } | null
}

/**
 * Why a code cannot be used right now, or null when Medusa would accept it:
 * unknown, not active, outside its campaign dates, or its usage limit /
 * campaign budget reached. Whether it discounts this cart is Medusa's answer
 * when the code is applied.
 */
export function couponRefusal(promotion: PromotionRow | undefined, now: Date = new Date()): string | null {
  if (!promotion) return COUPON_MESSAGES.invalid
  if (promotion.status !== "active") return COUPON_MESSAGES.invalid
  const starts = promotion.campaign?.starts_at ? new Date(promotion.campaign.starts_at) : null
  const ends = promotion.campaign?.ends_at ? new Date(promotion.campaign.ends_at) : null
  if (starts && starts > now) return COUPON_MESSAGES.invalid
  if (ends && ends <= now) return COUPON_MESSAGES.invalid
  if (typeof promotion.limit === "number" && (promotion.used ?? 0) >= promotion.limit) return COUPON_MESSAGES.usedUp
  const budget = promotion.campaign?.budget
  const budgetLimit = budget?.limit === null || budget?.limit === undefined ? null : amount(budget.limit)
  if (budget && budgetLimit !== null && (budget.type === "usage" || budget.type === "spend")) {
    if (amount(budget.used) >= budgetLimit) return COUPON_MESSAGES.usedUp
  }
  return null
}

export async function findPromotionByCode(container: MedusaContainer, code: string): Promise<PromotionRow | undefined> {
  const promotions = await container
    .resolve(Modules.PROMOTION)
    .listPromotions({ code: [code] }, { relations: ["campaign", "campaign.budget"], take: 1 })
  return promotions[0] as PromotionRow | undefined
}
