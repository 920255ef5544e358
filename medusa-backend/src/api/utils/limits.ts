import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { byIp, envNumber, rateLimit } from "../../lib/rate-limit"

/** Limits are generous under NODE_ENV=test (every request comes from 127.0.0.1); the rate-limit tests set small ones. */
export const inTests = () => process.env.NODE_ENV === "test"

/** The window of the order and coupon-check limits. */
export const orderWindowMs = () => envNumber("ORDER_RATE_LIMIT_WINDOW_MS", 10 * 60 * 1000)

/** The signed-in customer of a request, as a limiter key. */
export const byCustomer = (req: unknown) => (req as AuthenticatedMedusaRequest).auth_context?.actor_id || undefined

export const FIFTEEN_MINUTES = 15 * 60_000

/**
 * A per-IP limit for a public write call. Read from the environment on each
 * request (RATE_LIMIT_<ENV> attempts per RATE_LIMIT_<ENV>_WINDOW_MS) so
 * operators and tests can change them without a rebuild.
 */
export const perIpLimit = (name: string, env: string, limit: number, windowMs: number) =>
  rateLimit({
    name,
    rules: [
      {
        by: "ip",
        key: byIp,
        limit: () => envNumber(`RATE_LIMIT_${env}`, limit),
        windowMs: () => envNumber(`RATE_LIMIT_${env}_WINDOW_MS`, windowMs),
      },
    ],
  })
