import type { OrderReturnFacts } from "../request-rules"

/** A delivered, manually paid order's return facts, shared by the request-rules and return-options tests. */
export const deliveredAt = new Date("2026-11-01T17:30:00Z") // 23:00 IST on 1 Nov
export const facts = (over: Partial<OrderReturnFacts> = {}): OrderReturnFacts => ({
  orderId: "order_1",
  cancelled: false,
  deliveredAt,
  manualPayment: true,
  lines: [
    { line: 1, itemId: "item_1", title: "Oud", productId: "prod_oud", unitPrice: 299, delivered: 2, returned: 1, requested: 0 },
    { line: 2, itemId: "item_2", title: "Rose", delivered: 1, returned: 0, requested: 1 },
  ],
  ...over,
})
