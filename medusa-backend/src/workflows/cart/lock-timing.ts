/**
 * How long a cart change waits for the customer's and the cart's locks, and how
 * long a lock outlives a process that died holding it (seconds). The wait is
 * Medusa's own for cart completion (30 s): a burst of adds to one cart queues up
 * behind each other, and on a busy machine three adds took more than 10 s, so a
 * shorter wait answered "busy" to a shopper who only clicked fast. The ttl stays
 * well above the longest change.
 */
export const CART_LOCK = { timeout: 30, ttl: 120 } as const
