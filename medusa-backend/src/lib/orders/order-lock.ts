/** One operator change per order at a time (confirm twice, ship while cancelling...). Seconds. */
export const ORDER_LOCK = { timeout: 10, ttl: 60 }
export const orderLockKey = (orderId: string) => `order-admin:${orderId}`
