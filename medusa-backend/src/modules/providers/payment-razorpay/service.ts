import { AbstractPaymentProvider, MedusaError, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import type Razorpay from "razorpay"
import { gatewayFailure, razorpayClient, refundOnce } from "./client"
import { formatRupees, toPaise, toRupees } from "./money"
import { razorpaySettings, type RazorpayOptions, type RazorpaySettings } from "./settings"
import { checkoutSignatureIsValid } from "./signatures"
import { readRazorpayWebhook } from "./webhook"

/** The identifier behind pp_razorpay_<id> ("sugandh" in medusa-config.ts: pp_razorpay_sugandh). */
export const RAZORPAY_IDENTIFIER = "razorpay"

/** What the shopper sees when Razorpay cannot be reached or refuses to create the order. */
export const GATEWAY_UNAVAILABLE_MESSAGE = "Payment could not be started, try again or choose another method"
/** The MedusaError code of that refusal, so a route can answer it as 503 (the message is the shopper's). */
export const GATEWAY_UNAVAILABLE_CODE = "razorpay_unavailable"

export const FORGED_SIGNATURE_MESSAGE = "The payment could not be verified: its signature does not match. The order stays unpaid."

type Data = Record<string, unknown>

/** Keys only this provider writes into a session's data (besides razorpay_*): a caller's values for them are dropped. */
const PROVIDER_KEYS = new Set([
  "amount_paise",
  "currency",
  "receipt",
  "key_id",
  "initiated_at",
  "authorized_at",
  "captured_at",
  "captured_amount",
  "canceled_at",
  "refunds",
  "amount_refunded",
  "flagged",
])
/** The fields of Razorpay's Payment entity the shop reads (https://razorpay.com/docs/api/payments/entity). */
type RazorpayPayment = { id: string; status: string; order_id?: string | null; amount: number; amount_refunded?: number; currency: string }

const now = () => new Date().toISOString()
/** Razorpay sends notes as an object, or [] when there are none. */
const notesOf = (notes: unknown): Data => (notes && typeof notes === "object" && !Array.isArray(notes) ? (notes as Data) : {})
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null)
/** Rupees with two decimals, as money is kept wherever it moves. */
const rupees = (paise: number) => toRupees(paise).toFixed(2)

/** Razorpay's payment states as Medusa's session states (https://razorpay.com/docs/payments/payments/#payment-life-cycle). */
function sessionStatus(paymentStatus: string | undefined): PaymentSessionStatus {
  switch (paymentStatus) {
    case "captured":
    case "refunded": // refunded only after a capture: the money was taken
      return PaymentSessionStatus.CAPTURED
    case "authorized":
      return PaymentSessionStatus.AUTHORIZED
    case "failed":
      return PaymentSessionStatus.ERROR
    default:
      return PaymentSessionStatus.PENDING
  }
}

/**
 * Prepaid orders through Razorpay: a Razorpay order per payment session, the
 * shopper pays in Razorpay Checkout, the shop verifies the checkout's signature
 * (or asks Razorpay) before the cart becomes an order, and refunds go back to
 * the source through Razorpay. Payments are captured automatically by Razorpay
 * (the account's capture setting); capturePayment only captures what is still
 * authorised. Every call goes through the official SDK (client.ts).
 *
 * Another gateway (Cashfree, PayU) is one more provider shaped like this one:
 * see docs/architecture.md.
 */
export class RazorpayPaymentProviderService extends AbstractPaymentProvider<RazorpayOptions> {
  static identifier = RAZORPAY_IDENTIFIER

  static validateOptions(options: Record<string, unknown>): void {
    razorpaySettings(options as RazorpayOptions)
  }

  protected readonly settings: RazorpaySettings
  protected readonly razorpay: Razorpay
  protected readonly logger: Pick<Logger, "info" | "warn" | "error">

  constructor(cradle: Record<string, unknown>, options: RazorpayOptions = {}) {
    super(cradle, options)
    this.settings = razorpaySettings(options)
    this.razorpay = razorpayClient(this.settings)
    this.logger = (cradle.logger as Logger | undefined) ?? console
  }

  /**
   * Creates the Razorpay order the Checkout pays
   * (POST /v1/orders, https://razorpay.com/docs/api/orders/create). Amount in
   * paise; receipt is the shop's reference (the caller's `reference`, else
   * Medusa's session id, at most 40 characters); notes carry the session id
   * (how a webhook finds its payment) and the cart / order id when given.
   */
  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const data = input.data ?? {}
    const created = await this.createOrder(data, toPaise(input.amount), input.currency_code)
    return { id: created.razorpay_order_id as string, status: PaymentSessionStatus.PENDING, data: { ...this.callerData(data), ...created } }
  }

  /**
   * A Razorpay order's amount cannot change (https://razorpay.com/docs/api/orders/update
   * edits notes only), so a new total gets a new order; a paid one is never replaced.
   */
  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const data = input.data ?? {}
    const amountPaise = toPaise(input.amount)
    if (str(data.razorpay_order_id) && data.amount_paise === amountPaise) return { data }
    if (str(data.razorpay_payment_id)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This Razorpay payment is already made; its amount cannot change.")
    }
    const created = await this.createOrder(data, amountPaise, input.currency_code)
    return { status: PaymentSessionStatus.PENDING, data: { ...this.callerData(data), ...created } }
  }

  /**
   * Accepts the payment only with proof: either the checkout's signature over
   * `stored order id|payment id` (a forged one is refused and the session stays
   * unpaid), or, with no checkout answer yet (a webhook arrived first), Razorpay's
   * own list of the order's payments. Either way the payment is then read from
   * Razorpay: its state decides authorized or captured (capture is automatic).
   */
  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const data = input.data ?? {}
    const orderId = str(data.razorpay_order_id)
    if (!orderId) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This payment session has no Razorpay order.")
    const paymentId = str(data.razorpay_payment_id)
    if (
      paymentId &&
      !checkoutSignatureIsValid({ orderId, paymentId, signature: data.razorpay_signature, keySecret: this.settings.keySecret })
    ) {
      this.logger.warn(`Razorpay: refused a checkout signature for order ${orderId}, payment ${paymentId} (does not match)`)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, FORGED_SIGNATURE_MESSAGE)
    }
    // Medusa authorises a session with its id as the idempotency key (payment module's authorizePaymentSession):
    // the Razorpay order must be one the shop made for this very session, so a paid order of another
    // (cheaper) session cannot be passed off as this one's.
    const sessionId = str(input.context?.idempotency_key)
    if (sessionId?.startsWith("payses_") && (await this.sessionIdOfOrder(orderId)) !== sessionId) {
      this.logger.warn(`Razorpay: order ${orderId} was not made for payment session ${sessionId}; refused`)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, FORGED_SIGNATURE_MESSAGE)
    }

    let payment: RazorpayPayment | null
    if (paymentId) {
      payment = await this.fetchPayment(paymentId)
      if (payment.order_id !== orderId) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `Razorpay payment ${paymentId} belongs to another order.`)
      }
    } else {
      payment = await this.paidPaymentOfOrder(orderId)
      if (!payment) return { status: PaymentSessionStatus.PENDING, data }
    }

    const status = sessionStatus(payment.status)
    const recorded: Data = { ...data, razorpay_payment_id: payment.id, razorpay_status: payment.status }
    const differs = this.differsFromAsked(data, payment)
    if (differs && (status === PaymentSessionStatus.AUTHORIZED || status === PaymentSessionStatus.CAPTURED)) {
      // The money moved, so the order is made (D20), but never captured in the shop on an amount nobody
      // asked for: authorised only, flagged on the payment for the operator (order view, Medusa admin widget).
      this.logger.error(`Razorpay payment ${payment.id} FLAGGED for the operator: ${differs} (not captured)`)
      recorded.flagged = differs
      recorded.authorized_at = now()
      return { status: PaymentSessionStatus.AUTHORIZED, data: recorded }
    }
    if (status === PaymentSessionStatus.AUTHORIZED || status === PaymentSessionStatus.CAPTURED) recorded.authorized_at = now()
    if (status === PaymentSessionStatus.CAPTURED) recorded.captured_amount = rupees(payment.amount)
    return { status, data: recorded }
  }

  /**
   * Razorpay captures automatically, so usually there is nothing left to do:
   * the payment is read (GET /v1/payments/:id, https://razorpay.com/docs/api/payments/fetch-with-id)
   * and recorded. One still authorised is captured for its full amount
   * (POST /v1/payments/:id/capture, https://razorpay.com/docs/api/payments/capture).
   */
  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    const data = input.data ?? {}
    const paymentId = this.paymentIdOf(data)
    if (str(data.flagged)) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Razorpay payment ${paymentId} is flagged (${data.flagged as string}); it is never captured here: check it in Razorpay's Dashboard.`
      )
    }
    let payment = await this.fetchPayment(paymentId)
    if (payment.status === "authorized") {
      payment = (await this.razorpay.payments.capture(paymentId, payment.amount, payment.currency)) as unknown as RazorpayPayment
    }
    if (payment.status !== "captured" && payment.status !== "refunded") {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Razorpay payment ${paymentId} is ${payment.status}, not paid; nothing to capture.`
      )
    }
    return {
      data: {
        ...data,
        razorpay_status: payment.status,
        captured_amount: rupees(payment.amount),
        captured_at: str(data.captured_at) ?? now(),
      },
    }
  }

  /**
   * Sends money back to the source (POST /v1/payments/:id/refund,
   * https://razorpay.com/docs/api/refunds/create-normal), partial refunds allowed,
   * once per Medusa refund (its id is the idempotency key, client.ts). Refused
   * above what was captured less what was refunded: checked on the payment's
   * data before calling (so a retry of a refund Razorpay already made, whose
   * answer was lost, still goes through and gets the same refund back), and by
   * Razorpay itself for refunds made elsewhere (its Dashboard). The refund's id
   * is kept in the payment's data (D2: refund.processed settles it).
   */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = input.data ?? {}
    const paymentId = this.paymentIdOf(data)
    const amountPaise = toPaise(input.amount)
    if (amountPaise <= 0) throw new MedusaError(MedusaError.Types.INVALID_DATA, "A refund must be more than ₹0.00.")
    const previous = Array.isArray(data.refunds) ? (data.refunds as Data[]) : []
    const refundable = await this.refundablePaise(data, previous, paymentId)
    if (amountPaise > refundable) throw this.refundTooLarge(amountPaise, refundable)

    let refund: { id: string; amount: number; status: string }
    try {
      refund = (await refundOnce(
        this.razorpay,
        paymentId,
        { amount: amountPaise, notes: this.refundNotes(data) },
        input.context?.idempotency_key
      )) as typeof refund
    } catch (error) {
      const failure = gatewayFailure(error)
      this.logger.error(
        `Razorpay: refund of ${formatRupees(amountPaise)} on ${paymentId} failed: ${failure.status ?? "no answer"} ${failure.code ?? ""} ${failure.description}`
      )
      if (failure.status === 400) {
        const payment = await this.fetchPayment(paymentId)
        const left = payment.amount - (payment.amount_refunded ?? 0)
        if (amountPaise > left) throw this.refundTooLarge(amountPaise, left)
      }
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Razorpay did not accept the refund: ${failure.description}`)
    }
    const recorded = {
      id: refund.id,
      medusa_refund_id: input.context?.idempotency_key ?? null,
      amount: rupees(refund.amount),
      status: refund.status,
      at: now(),
    }
    return { data: { ...data, refunds: [...previous.filter((r) => r.id !== refund.id), recorded] } }
  }

  /** Why Razorpay's payment is not what the session asked (amount in paise, currency), or null when it is. */
  private differsFromAsked(data: Data, payment: RazorpayPayment): string | null {
    const askedPaise = typeof data.amount_paise === "number" ? data.amount_paise : null
    const askedCurrency = str(data.currency)
    const amountDiffers = askedPaise !== null && payment.amount !== askedPaise
    const currencyDiffers = !!askedCurrency && String(payment.currency).toUpperCase() !== askedCurrency.toUpperCase()
    if (!amountDiffers && !currencyDiffers) return null
    return `paid ${formatRupees(payment.amount)} ${payment.currency}, the order asked ${formatRupees(askedPaise ?? payment.amount)} ${askedCurrency ?? payment.currency}`
  }

  /** Captured less refunded: from the payment's data when it records the capture, else from Razorpay. */
  private async refundablePaise(data: Data, refunds: Data[], paymentId: string): Promise<number> {
    if (typeof data.captured_amount === "string") {
      const refunded = refunds.reduce((sum, r) => sum + toPaise(String(r.amount ?? 0)), 0)
      return toPaise(data.captured_amount) - refunded
    }
    const payment = await this.fetchPayment(paymentId)
    const captured = payment.status === "captured" || payment.status === "refunded"
    return captured ? payment.amount - (payment.amount_refunded ?? 0) : 0
  }

  private refundTooLarge(amountPaise: number, refundablePaise: number): MedusaError {
    return new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `A refund of ${formatRupees(amountPaise)} is more than the ${formatRupees(Math.max(refundablePaise, 0))} captured and not yet refunded on this payment.`
    )
  }

  /**
   * Nothing to call: Razorpay has no call to cancel an order, and a payment
   * left authorised is refunded by Razorpay itself when not captured
   * (https://razorpay.com/docs/api/refunds: "auto-refunded if not captured").
   */
  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: { ...(input.data ?? {}), canceled_at: now() } }
  }

  /** A session dropped before payment: its Razorpay order simply stays unpaid. */
  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: { ...(input.data ?? {}) } }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const data = input.data ?? {}
    if (data.canceled_at) return { status: PaymentSessionStatus.CANCELED, data }
    const paymentId = str(data.razorpay_payment_id)
    const orderId = str(data.razorpay_order_id)
    const payment = paymentId ? await this.fetchPayment(paymentId) : orderId ? await this.paidPaymentOfOrder(orderId) : null
    if (!payment) return { status: PaymentSessionStatus.PENDING, data }
    return { status: sessionStatus(payment.status), data: { ...data, razorpay_payment_id: payment.id, razorpay_status: payment.status } }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const data = input.data ?? {}
    const paymentId = str(data.razorpay_payment_id)
    if (!paymentId) return { data }
    const payment = await this.fetchPayment(paymentId)
    return {
      data: { ...data, razorpay_status: payment.status, amount_refunded: rupees(payment.amount_refunded ?? 0) },
    }
  }

  /**
   * Webhooks at /hooks/payment/razorpay_sugandh. Only a body whose
   * X-Razorpay-Signature matches (webhook.ts) changes anything:
   * payment.captured / order.paid → captured, payment.failed → failed.
   * refund.processed has no Medusa action (the Medusa refund was recorded when
   * refundPayment ran); it is logged here, and the subscriber
   * razorpay-refund-processed marks the refund settled in the payment's data.
   */
  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const headers = (payload.headers ?? {}) as Record<string, unknown>
    const webhook = readRazorpayWebhook({
      rawBody: payload.rawData,
      signature: headers["x-razorpay-signature"],
      secret: this.settings.webhookSecret,
    })
    switch (webhook.kind) {
      case "bad_signature":
        this.logger.warn(
          this.settings.webhookSecret
            ? "Razorpay webhook refused: X-Razorpay-Signature does not match the body (nothing changed)"
            : "Razorpay webhook refused: RAZORPAY_WEBHOOK_SECRET is not set (nothing changed)"
        )
        return { action: PaymentActions.NOT_SUPPORTED }
      case "ignored":
        return { action: PaymentActions.NOT_SUPPORTED }
      case "refund_processed":
        this.logger.info(`Razorpay: refund ${webhook.refundId} of ${formatRupees(webhook.amountPaise)} on ${webhook.paymentId} processed`)
        return { action: PaymentActions.NOT_SUPPORTED }
      default: {
        // The shop's own Razorpay order: its notes name the session, its amount and currency are what was asked.
        const order = webhook.order ?? (webhook.orderId ? await this.readOrder(webhook.orderId) : null)
        const sessionId = webhook.sessionId ?? (order ? str(notesOf(order.notes).session_id) : null)
        if (!sessionId) {
          this.logger.warn(`Razorpay webhook ${webhook.event} for ${webhook.paymentId}: no payment session found (nothing changed)`)
          return { action: PaymentActions.NOT_SUPPORTED }
        }
        if (webhook.kind === "captured") {
          const mismatch = !order
            ? "its Razorpay order could not be read"
            : order.amount !== webhook.amountPaise || String(order.currency).toUpperCase() !== webhook.currency.toUpperCase()
              ? `it is ${formatRupees(webhook.amountPaise)} ${webhook.currency}, the order ${order.id} asked ${formatRupees(order.amount)} ${order.currency}`
              : null
          if (mismatch) {
            // Never captured on an amount nobody asked for: the operator checks it in Razorpay's Dashboard.
            this.logger.error(
              `Razorpay webhook ${webhook.event} FLAGGED for the operator: payment ${webhook.paymentId} not captured because ${mismatch} (session ${sessionId})`
            )
            return { action: PaymentActions.NOT_SUPPORTED }
          }
        }
        return {
          action: webhook.kind === "captured" ? PaymentActions.SUCCESSFUL : PaymentActions.FAILED,
          data: { session_id: sessionId, amount: toRupees(webhook.amountPaise) },
        }
      }
    }
  }

  /** POST /v1/orders (https://razorpay.com/docs/api/orders/create); any failure becomes the shopper's "try again". */
  private async createOrder(data: Data, amountPaise: number, currencyCode: string): Promise<Data> {
    const sessionId = str(data.session_id)
    const receipt = (str(data.reference) ?? sessionId ?? `sugandh-${Date.now()}`).slice(0, 40)
    const notes: Record<string, string> = {}
    for (const key of ["session_id", "cart_id", "order_id"] as const) {
      const value = str(data[key])
      if (value) notes[key] = value
    }
    const currency = currencyCode.toUpperCase()
    try {
      const order = await this.razorpay.orders.create({ amount: amountPaise, currency, receipt, notes })
      return {
        razorpay_order_id: order.id,
        amount_paise: amountPaise,
        currency,
        receipt,
        // The key id is public by design: Razorpay Checkout needs it with the order id.
        key_id: this.settings.keyId,
        initiated_at: now(),
      }
    } catch (error) {
      const failure = gatewayFailure(error)
      this.logger.warn(
        `Razorpay: order for ${formatRupees(amountPaise)} (receipt ${receipt}) not created: ${failure.status ?? "no answer"} ${failure.code ?? ""} ${failure.description}`
      )
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, GATEWAY_UNAVAILABLE_MESSAGE, GATEWAY_UNAVAILABLE_CODE)
    }
  }

  /** GET /v1/payments/:id (https://razorpay.com/docs/api/payments/fetch-with-id). */
  private async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    try {
      return (await this.razorpay.payments.fetch(paymentId)) as unknown as RazorpayPayment
    } catch (error) {
      const failure = gatewayFailure(error)
      this.logger.warn(`Razorpay: payment ${paymentId} could not be read: ${failure.status ?? "no answer"} ${failure.description}`)
      throw new MedusaError(
        failure.status === 400 || failure.status === 404 ? MedusaError.Types.NOT_FOUND : MedusaError.Types.UNEXPECTED_STATE,
        `Razorpay payment ${paymentId} could not be read: ${failure.description}`
      )
    }
  }

  /**
   * The order's captured (else authorised) payment, from Razorpay itself
   * (GET /v1/orders/:id/payments, https://razorpay.com/docs/api/orders/fetch-payments).
   */
  private async paidPaymentOfOrder(orderId: string): Promise<RazorpayPayment | null> {
    const list = (await this.razorpay.orders.fetchPayments(orderId)) as unknown as { items?: RazorpayPayment[] }
    const items = list.items ?? []
    return items.find((p) => p.status === "captured") ?? items.find((p) => p.status === "authorized") ?? null
  }

  /**
   * The session id kept in the order's notes, for a payment.* webhook whose
   * payload has only the payment (GET /v1/orders/:id, https://razorpay.com/docs/api/orders/fetch-with-id).
   */
  private async sessionIdOfOrder(orderId: string): Promise<string | null> {
    const order = await this.readOrder(orderId)
    return order ? str(notesOf(order.notes).session_id) : null
  }

  /** GET /v1/orders/:id (https://razorpay.com/docs/api/orders/fetch-with-id); null when it cannot be read. */
  private async readOrder(orderId: string): Promise<{ id: string; amount: number; currency: string; notes?: unknown } | null> {
    try {
      return (await this.razorpay.orders.fetch(orderId)) as unknown as { id: string; amount: number; currency: string; notes?: unknown }
    } catch (error) {
      this.logger.warn(`Razorpay: order ${orderId} could not be read: ${gatewayFailure(error).description}`)
      return null
    }
  }

  private paymentIdOf(data: Data): string {
    const paymentId = str(data.razorpay_payment_id)
    if (!paymentId) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This Razorpay session has no payment yet.")
    return paymentId
  }

  /** Caller data kept on the session, without anything that claims to be Razorpay's answer. */
  private callerData(data: Data): Data {
    const kept: Data = {}
    for (const [key, value] of Object.entries(data)) {
      if (!key.startsWith("razorpay_") && !PROVIDER_KEYS.has(key)) kept[key] = value
    }
    return kept
  }

  private refundNotes(data: Data): Record<string, string> {
    const notes: Record<string, string> = {}
    const sessionId = str(data.session_id)
    if (sessionId) notes.session_id = sessionId
    return notes
  }
}
