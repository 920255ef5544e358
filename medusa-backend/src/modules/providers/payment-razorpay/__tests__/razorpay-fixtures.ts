/**
 * Razorpay's documented examples, copied from its API reference (the page is
 * named above each). The test double (razorpay-double.ts) answers with these
 * shapes, filling in the ids and amounts of the request it answers, as the
 * real API does.
 */

/** https://razorpay.com/docs/api/orders/entity (and /docs/api/orders/create, Success). */
export const ORDER_EXAMPLE = {
  id: "order_DaZlswtdcn9UNV",
  entity: "order",
  amount: 50000,
  amount_paid: 0,
  amount_due: 50000,
  currency: "INR",
  receipt: "Receipt #20",
  status: "created",
  attempts: 0,
  notes: { key1: "value1", key2: "value2" },
  created_at: 1572502745,
}

/** https://razorpay.com/docs/api/payments/capture (Success). */
export const PAYMENT_EXAMPLE = {
  id: "pay_G3P9vcIhRs3NV4",
  entity: "payment",
  amount: 1000,
  currency: "INR",
  status: "captured",
  order_id: "order_GjCr5oKh4AVC51",
  invoice_id: null,
  international: false,
  method: "card",
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: "Payment for Adidas shoes",
  card_id: "card_KOdY30ajbuyOYN",
  bank: null,
  wallet: null,
  vpa: null,
  email: "gaurav.kumar@example.com",
  contact: "9000090000",
  customer_id: "cust_K6fNE0WJZWGqtN",
  token_id: "token_KOdY$DBYQOv08n",
  notes: [] as unknown,
  fee: 1,
  tax: 0,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: { authentication_reference_number: "100222021120200000000742753928" },
  created_at: 1667397881,
}

/** https://razorpay.com/docs/api/refunds/entity (and /docs/api/refunds/create-normal, Success). */
export const REFUND_EXAMPLE = {
  id: "rfnd_FgRAHdNOM4ZVbO",
  entity: "refund",
  amount: 10000,
  currency: "INR",
  payment_id: "pay_FgR9UMzgmKDJRi",
  notes: { notes_key_1: "Beam me up Scotty.", notes_key_2: "Engage" },
  receipt: null,
  acquirer_data: { arn: "10000000000000" },
  created_at: 1600856650,
  batch_id: null,
  status: "processed",
  speed_processed: "normal",
  speed_requested: "normal",
}

/** The error body of every endpoint (e.g. https://razorpay.com/docs/api/orders/create, Failure). */
export function errorExample(description: string, field?: string) {
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: "input_validation_failed",
      metadata: {},
      ...(field ? { field } : {}),
    },
  }
}

/**
 * A webhook body as Razorpay sends it (https://razorpay.com/docs/webhooks/payments,
 * /docs/webhooks/orders "Order Paid", /docs/webhooks/refunds): an event
 * envelope with the entities it contains.
 */
export function webhookBody(event: string, entities: Record<string, Record<string, unknown>>) {
  return {
    entity: "event",
    account_id: "acc_BFQ7uQEaa7j2z7",
    event,
    contains: Object.keys(entities),
    payload: Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }])),
    created_at: 1567674606,
  }
}
