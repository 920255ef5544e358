import { z } from "zod"
import { RoleSchema } from "./auth.js"
import { OrderStatusSchema } from "./orders.js"

/**
 * The operator's /api/admin answers. The dashboard's main lists are described
 * field by field; the reconciliation previews and credit-note views name their
 * top-level parts (their rows are built and read by one page each).
 */

export const AdminStatsAnswerSchema = z.object({
  totalUsers: z.number(),
  totalOrders: z.number(),
  totalRevenue: z.number(),
  totalProducts: z.number(),
})
export type AdminStatsAnswer = z.infer<typeof AdminStatsAnswerSchema>

/** A row of the users tab. */
export const AdminUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

/** GET /api/admin/users: newest first, the total in X-Total-Count. */
export const AdminUserListAnswerSchema = z.array(AdminUserSchema)

/** View Profile: one account. */
export const AdminUserDetailsSchema = AdminUserSchema.extend({
  phone: z.string(),
  isEmailVerified: z.boolean(),
  isGoogleAccount: z.boolean(),
  ordersCount: z.number().int(),
  lastOrder: z
    .object({ _id: z.string(), orderNumber: z.string(), createdAt: z.string(), orderStatus: OrderStatusSchema, total: z.number() })
    .nullable(),
})
export type AdminUserDetails = z.infer<typeof AdminUserDetailsSchema>

export const AdminUserAnswerSchema = z.object({ user: AdminUserDetailsSchema })
/** PUT /api/admin/users/{id} and /role: the message and the changed row. */
export const AdminUserChangeAnswerSchema = z.object({ message: z.string(), user: AdminUserSchema })

export const AdminProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  fragrance: z.string(),
  size: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  launchOffer: z.string().nullable(),
  featured: z.boolean(),
  status: z.string(),
  /** null when the variant's stock is not tracked. */
  stockQuantity: z.number().nullable(),
  images: z.array(z.object({ url: z.string() })),
  createdAt: z.string(),
})
export type AdminProduct = z.infer<typeof AdminProductSchema>

/**
 * GET /api/admin/products: without paging the spec's whole list; with ?limit&offset[&q] one page,
 * newest first, and `count` the total (the dashboard's Products tab at an operator's scale).
 */
export const AdminProductPageAnswerSchema = z.object({
  success: z.literal(true),
  products: z.array(AdminProductSchema),
  count: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
})
export type AdminProductPageAnswer = z.infer<typeof AdminProductPageAnswerSchema>
export const AdminProductListAnswerSchema = z.union([z.array(AdminProductSchema), AdminProductPageAnswerSchema])
export const AdminProductCreatedAnswerSchema = z.object({ message: z.string(), product: z.object({ id: z.string() }) })
export const AdminProductDeletedAnswerSchema = z.object({ message: z.string(), id: z.string() })

/** GET /api/admin/payments/summary: unpaid orders waiting and since when, and cash on delivery outstanding. */
export const PaymentSummaryAnswerSchema = z.object({
  success: z.literal(true),
  awaitingPayment: z.number(),
  paymentSubmitted: z.number(),
  oldestAwaitingPaymentAt: z.string().nullable(),
  oldestPaymentSubmittedAt: z.string().nullable(),
  codToConfirm: z.number().optional(),
  codCashOutstanding: z.number().optional(),
  codCashOutstandingAmount: z.number().optional(),
})
export type PaymentSummaryAnswer = z.infer<typeof PaymentSummaryAnswerSchema>

/** One credit of an uploaded bank statement (row counted from 1, as a spreadsheet shows it). */
const StatementCreditSchema = z.object({
  row: z.number().int(),
  date: z.string(),
  narration: z.string(),
  reference: z.string(),
  amount: z.number(),
})
/** A pending order as the reconciliation shows it. */
const MatchOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  total: z.number(),
  paymentReference: z.string().nullable(),
  createdAt: z.string(),
  customerName: z.string(),
})
export const CreditMatchSchema = z.object({
  credit: StatementCreditSchema,
  order: MatchOrderSchema,
  matchedBy: z.enum(["reference", "order-number"]),
})
export type CreditMatch = z.infer<typeof CreditMatchSchema>

/** POST /api/admin/payments/reconcile: the statement matched against pending orders (nothing confirmed yet). */
export const ReconcilePreviewAnswerSchema = z.object({
  success: z.literal(true),
  credits: z.number().int(),
  matched: z.array(CreditMatchSchema),
  amountMismatches: z.array(CreditMatchSchema.extend({ difference: z.number() })),
  unmatchedCredits: z.array(z.object({ credit: StatementCreditSchema, reason: z.string() })),
  ordersWithoutCredit: z.array(MatchOrderSchema),
})

const outcome = z.object({ orderId: z.string(), orderNumber: z.string().nullable(), message: z.string() })

export const ReconcileConfirmAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  confirmed: z.number().int(),
  results: z.array(outcome.extend({ confirmed: z.boolean() })),
})

const RemittanceProblemSchema = z.object({
  row: z.number().int(),
  awb: z.string(),
  orderNumber: z.string().nullable(),
  amount: z.number(),
  expected: z.number().nullable(),
  difference: z.number().nullable(),
  reason: z.string(),
})

/** POST /api/admin/payments/cod-remittance: the courier's rows against shipped and delivered COD orders. */
export const RemittancePreviewAnswerSchema = z.object({
  success: z.literal(true),
  rows: z.number().int(),
  matched: z.array(z.object({ row: z.number().int(), awb: z.string(), orderId: z.string(), orderNumber: z.string(), amount: z.number() })),
  mismatches: z.array(RemittanceProblemSchema),
  unmatched: z.array(RemittanceProblemSchema),
})

export const RemittanceConfirmAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  paid: z.number().int(),
  results: z.array(outcome.extend({ paid: z.boolean() })),
})

/** GET /api/admin/orders/{id}/credit-notes: the invoice's lines with what earlier credit notes took, and those notes. */
export const CreditNotesViewSchema = z.object({
  invoice: z
    .object({
      number: z.string(),
      date: z.string(),
      total: z.number(),
      /** The last day a credit note may be issued for it (CGST Act s.34(2)). */
      creditUntil: z.string(),
      lines: z.array(
        z.object({
          line: z.number().int(),
          description: z.string(),
          quantity: z.number(),
          rate: z.number(),
          amount: z.number(),
          credited: z.number(),
        })
      ),
      shipping: z.object({ amount: z.number(), credited: z.number() }).nullable(),
    })
    .nullable(),
  creditNotes: z.array(
    z.object({ id: z.string(), number: z.string(), date: z.string(), total: z.number(), reason: z.string().nullable() })
  ),
})
export const CreditNoteIssuedAnswerSchema = CreditNotesViewSchema.extend({
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
})

export type AdminUserListAnswer = z.infer<typeof AdminUserListAnswerSchema>
export type AdminUserAnswer = z.infer<typeof AdminUserAnswerSchema>
export type AdminUserChangeAnswer = z.infer<typeof AdminUserChangeAnswerSchema>
export type AdminProductListAnswer = z.infer<typeof AdminProductListAnswerSchema>
export type AdminProductCreatedAnswer = z.infer<typeof AdminProductCreatedAnswerSchema>
export type AdminProductDeletedAnswer = z.infer<typeof AdminProductDeletedAnswerSchema>
export type ReconcilePreviewAnswer = z.infer<typeof ReconcilePreviewAnswerSchema>
export type ReconcileConfirmAnswer = z.infer<typeof ReconcileConfirmAnswerSchema>
export type RemittancePreviewAnswer = z.infer<typeof RemittancePreviewAnswerSchema>
export type RemittanceConfirmAnswer = z.infer<typeof RemittanceConfirmAnswerSchema>
export type CreditNotesView = z.infer<typeof CreditNotesViewSchema>
export type CreditNoteIssuedAnswer = z.infer<typeof CreditNoteIssuedAnswerSchema>

/** POST /api/admin/payments/gateway-settlements (issue 46): Razorpay's settlement report against the shop's gateway payments. */
const ShopGatewayPaymentSchema = z.object({
  gatewayPaymentId: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  amount: z.number(),
  capturedAt: z.string().nullable(),
  settlementId: z.string().nullable(),
})
export const GatewaySettlementPreviewAnswerSchema = z.object({
  success: z.literal(true),
  rows: z.number().int(),
  capturedNotSettled: z.array(ShopGatewayPaymentSchema),
  settledUnknown: z.array(
    z.object({
      row: z.number().int(),
      gatewayPaymentId: z.string(),
      amount: z.number(),
      settledAt: z.string().nullable(),
      settlementId: z.string().nullable(),
    })
  ),
  matched: z.array(
    z.object({
      gatewayPaymentId: z.string(),
      orderNumber: z.string().nullable(),
      amount: z.number(),
      settlementId: z.string(),
      settledAt: z.string(),
      amountDiffers: z.boolean(),
    })
  ),
  days: z.array(z.object({ date: z.string(), fee: z.number(), gst: z.number(), settled: z.number(), rows: z.number().int() })),
})
export type GatewaySettlementPreviewAnswer = z.infer<typeof GatewaySettlementPreviewAnswerSchema>

export const GatewaySettlementConfirmAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recorded: z.number().int(),
  results: z.array(z.object({ gatewayPaymentId: z.string(), recorded: z.boolean(), message: z.string() })),
})
export type GatewaySettlementConfirmAnswer = z.infer<typeof GatewaySettlementConfirmAnswerSchema>
