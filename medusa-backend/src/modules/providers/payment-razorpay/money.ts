import { BigNumber } from "@medusajs/framework/utils"
import type { BigNumberInput } from "@medusajs/framework/types"

/**
 * Medusa keeps rupees (two decimals); Razorpay takes and answers amounts in
 * paise, the currency's smallest unit (https://razorpay.com/docs/api/orders/create:
 * "amount ... in currency subunits").
 */
export function toPaise(rupees: BigNumberInput): number {
  return Math.round(new BigNumber(rupees).numeric * 100)
}

export function toRupees(paise: number): number {
  return Math.round(paise) / 100
}

/** "₹1,234.50" for messages and log lines. */
export function formatRupees(paise: number): string {
  return `₹${toRupees(paise).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
