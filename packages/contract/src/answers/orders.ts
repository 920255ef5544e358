import { z } from "zod"
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../rules/order-status.js"
import { ErrorAnswerSchema } from "../errors.js"
import { isoDate, pagingFields } from "./common.js"
import { TRACKING_STATUSES } from "../rules/tracking.js"

/** "online": a payment gateway (Razorpay) when the shop has its keys; the others are the manual methods. */
export const PAYMENT_METHODS = ["online", "qr-code", "bank-transfer", "cod"] as const
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS)
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>

export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES)

/** The spec's shipping address; `stateCode` (GST state code derived from the PIN) is the server's. */
export const ShippingAddressSchema = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  stateCode: z.string().nullish(),
})
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>

export const OrderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  quantity: z.number().int(),
  price: z.number(),
})
export type OrderItem = z.infer<typeof OrderItemSchema>

/**
 * An account's cash-on-delivery record, shown to the operator beside "Confirm COD" (admin answers
 * only, on COD orders awaiting confirmation): returnedUndelivered is the RTO (refused or not delivered).
 */
export const CodHistorySchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  returnedUndelivered: z.number().int(),
  cancelled: z.number().int(),
})
export type CodHistory = z.infer<typeof CodHistorySchema>

/** The spec's Order, plus discount, tax, coupon, gift wrap, COD and payment reference fields. */
export const OrderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderNumber: z.string(),
  createdAt: isoDate,
  /** The spec's orderStatus ("also shown as status": the pages label it Status). */
  orderStatus: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema.nullable(),
  paymentStatus: PaymentStatusSchema,
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What the shopper has paid (captured less refunded) and still owes after order changes (Medusa's order summary). */
  amountPaid: z.number(),
  amountDue: z.number(),
  /** Every refund on the order's payments (returns, partial refunds, cancellations). */
  amountRefunded: z.number(),
  /** Paid online: the gateway's payment id (Razorpay's pay_...), null otherwise. */
  gatewayPaymentId: z.string().nullable(),
  /** Gateway payments (issue 46): Razorpay's payment id, what was captured, its refunds and their state. */
  gatewayPayments: z.array(
    z.object({
      gatewayPaymentId: z.string(),
      capturedAmount: z.number(),
      /** Why the operator must look at it (an amount or currency other than the order asked): never captured. */
      flagged: z.string().nullable().optional(),
      refunds: z.array(
        z.object({
          id: z.string(),
          amount: z.number(),
          state: z.enum(["pending", "processed", "failed"]),
          processedAt: z.string().nullable(),
          medusaRefundId: z.string().nullable(),
        })
      ),
    })
  ),
  giftWrap: z.number(),
  giftMessage: z.string().nullable(),
  codFee: z.number(),
  codConfirmedAt: z.string().nullable(),
  couponCode: z.string().nullable(),
  items: z.array(OrderItemSchema),
  shippingAddress: ShippingAddressSchema,
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** The courier's booking of the parcel (issue 44), null when none. */
  courierShipment: z
    .object({
      fulfillmentId: z.string(),
      courier: z.string(),
      courierName: z.string().nullable(),
      awb: z.string(),
      pickupScheduledDate: z.string().nullable(),
      bookedAt: z.string().nullable(),
      shipped: z.boolean(),
    })
    .nullable(),
  estimatedDelivery: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentReferenceAt: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  userId: z.object({ _id: z.string(), email: z.string() }),
  codHistory: CodHistorySchema.optional(),
})
export type Order = z.infer<typeof OrderSchema>

/** GET /api/auth/orders, GET /api/admin/orders */
export const OrderListAnswerSchema = z.object({ success: z.literal(true), orders: z.array(OrderSchema), ...pagingFields })
export type OrderListAnswer = z.infer<typeof OrderListAnswerSchema>

/** How to pay for a placed order. */
export const PaymentInstructionsSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("qr-code"), upiId: z.string(), payeeName: z.string(), amount: z.number(), upiUri: z.string() }),
  z.object({
    method: z.literal("bank-transfer"),
    amount: z.number(),
    reference: z.string(),
    bankDetails: z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), bankName: z.string() }),
  }),
  z.object({ method: z.literal("cod"), amount: z.number(), codFee: z.number(), confirmationRequired: z.boolean() }),
  /** Paid through the gateway: its payment id (null while unpaid). */
  z.object({ method: z.literal("online"), amount: z.number(), gatewayPaymentId: z.string().nullable() }),
])
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>

/** POST /api/auth/orders (201, or 200 for a replayed Idempotency-Key) and GET /api/auth/orders/{id}/payment. */
export const PlaceOrderAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: OrderSchema,
  payment: PaymentInstructionsSchema,
  whatsappUrl: z.string(),
})
export type PlaceOrderAnswer = z.infer<typeof PlaceOrderAnswerSchema>

export const OrderPaymentAnswerSchema = z.object({
  success: z.literal(true),
  order: OrderSchema,
  payment: PaymentInstructionsSchema,
  whatsappUrl: z.string(),
})
export type OrderPaymentAnswer = z.infer<typeof OrderPaymentAnswerSchema>

/**
 * POST /api/auth/checkout/online-payment: what Razorpay Checkout needs to take
 * the payment (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/
 * "checkout options"); amount in paise as Razorpay counts it. The cart stays a cart until paid.
 */
export const OnlinePaymentStartAnswerSchema = z.object({
  success: z.literal(true),
  provider: z.literal("razorpay"),
  keyId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  name: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
})
export type OnlinePaymentStartAnswer = z.infer<typeof OnlinePaymentStartAnswerSchema>

/** A change to one order (cancel, payment reference, COD confirmation, the operator's order actions). */
export const OrderChangeAnswerSchema = z.object({ success: z.literal(true), message: z.string(), order: OrderSchema.nullable() })
export type OrderChangeAnswer = z.infer<typeof OrderChangeAnswerSchema>

/** POST /api/orders/cod-confirmation: the e-mailed link's confirmation (no account needed, so only the order's state). */
export const CodLinkAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: z.object({ orderNumber: z.string(), orderStatus: OrderStatusSchema, paymentStatus: PaymentStatusSchema }).nullable(),
})
export type CodLinkAnswer = z.infer<typeof CodLinkAnswerSchema>

/** An order's totals as checkout shows them (prices include GST: `tax` is inside `total`). */
export const OrderTotalsSchema = z.object({
  subtotal: z.number(),
  giftWrap: z.number(),
  codFee: z.number(),
  shipping: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
})
export type OrderTotals = z.infer<typeof OrderTotalsSchema>

/** POST /api/auth/orders refused with 409 because the server's total differs from the page's: the server's totals. */
export const TotalChangedErrorSchema = ErrorAnswerSchema.extend({ totals: OrderTotalsSchema })
export type TotalChangedError = z.infer<typeof TotalChangedErrorSchema>

/** One step of an order's journey and when it happened (ISO; null when the time is not known). */
export const TrackingStepSchema = z.object({ status: z.enum(TRACKING_STATUSES), at: z.string().nullable() })
/** A courier scan as the shopper sees it: no names, addresses or phone numbers. */
export const TrackingScanSchema = z.object({ at: z.string(), location: z.string().nullable(), description: z.string().nullable() })

/** POST /api/orders/track (and an order's `tracking` in the signed-in /orders answer). */
export const TrackAnswerSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(TRACKING_STATUSES),
  estimatedDelivery: z.string().nullable(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  steps: z.array(TrackingStepSchema),
  scans: z.array(TrackingScanSchema),
})
export type TrackAnswer = z.infer<typeof TrackAnswerSchema>

/** GET /api/admin/ndr: shipments whose last delivery attempt failed (non-delivery report), oldest first. */
export const AdminNdrAnswerSchema = z.object({
  ndr: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      awb: z.string(),
      attempts: z.number(),
      reason: z.string().nullable(),
      lastScanAt: z.string().nullable(),
      /** Hours since the failed attempt. */
      ageHours: z.number().nullable(),
    })
  ),
  count: z.number(),
})
export type AdminNdrAnswer = z.infer<typeof AdminNdrAnswerSchema>

/** POST /api/admin/ndr/{awb}/action: the courier took the request; the next scans say how it went. */
export const NdrActionAnswerSchema = z.object({
  awb: z.string(),
  action: z.enum(["reattempt", "return"]),
  requestedAt: z.string(),
})
export type NdrActionAnswer = z.infer<typeof NdrActionAnswerSchema>

/** POST /api/orders/delivery-answer: the shopper's re-attempt reached the courier. */
export const NdrAnswerAnswerSchema = z.looseObject({
  success: z.literal(true),
  message: z.string(),
  orderNumber: z.string().nullable(),
  deferredDate: z.string().nullable(),
})
export type NdrAnswerAnswer = z.infer<typeof NdrAnswerAnswerSchema>
