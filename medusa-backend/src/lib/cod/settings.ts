import { envNumber } from "../rate-limit/env"
import { COD_MESSAGES } from "@sugandh/contract"

/**
 * Cash on delivery's settings, read from the environment at call time (tests
 * and operators change them without a code change):
 * COD_FEE (₹, GST included, default 49), COD_MAX_ORDER (the largest order
 * total, fee included, the courier collects: default ₹5,000),
 * COD_CONFIRM_HOURS (an order nobody confirmed is cancelled after it, default
 * 24; fractions allowed for tests), COD_MAX_UNCONFIRMED (unconfirmed COD orders
 * one customer may hold, default 1), COD_MAX_OPEN (COD orders, confirmed or not,
 * one account may hold before they ship: each holds stock, default 2; issue 43).
 */
export type CodSettings = { fee: number; maxOrder: number; confirmHours: number; maxUnconfirmed: number; maxOpen: number }

function positiveDecimal(name: string, fallback: number): number {
  const raw = process.env[name]
  const n = raw === undefined || raw.trim() === "" ? NaN : Number(raw)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function codSettings(): CodSettings {
  return {
    fee: Math.round(positiveDecimal("COD_FEE", 49) * 100) / 100,
    maxOrder: positiveDecimal("COD_MAX_ORDER", 5000),
    confirmHours: positiveDecimal("COD_CONFIRM_HOURS", 24),
    maxUnconfirmed: envNumber("COD_MAX_UNCONFIRMED", 1),
    maxOpen: envNumber("COD_MAX_OPEN", 2),
  }
}

/** Texts of COD refusals (the shopper sees them at checkout). */
export { COD_MESSAGES }
