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
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { randomUUID } from "crypto"
import { BANK_TRANSFER_IDENTIFIER, COD_IDENTIFIER, UPI_QR_IDENTIFIER } from "./methods"
import type { ManualPaymentOptions } from "./settings"
import { CAPTURE_BEFORE_MONEY_MESSAGE, moneyReceived } from "./received"

type Data = Record<string, unknown>

const now = () => new Date().toISOString()

/**
 * A payment the shopper makes outside the shop (UPI app or bank transfer) and
 * proves by WhatsApp. There is no gateway: the session authorises at once so
 * the cart can complete, and the money is "captured" only when an operator
 * confirms it arrived (capturePaymentWorkflow from the confirm call). Every
 * method only records what happened in the payment's data; nothing leaves the
 * process.
 */
abstract class ManualPaymentProvider extends AbstractPaymentProvider<ManualPaymentOptions> {
  static validateOptions(_options: Record<string, unknown>): void {
    // Every setting has a default (see settings.ts), so no option is required.
  }

  constructor(cradle: Record<string, unknown>, options: ManualPaymentOptions = {}) {
    super(cradle, options)
  }

  protected abstract method(): "upi-qr" | "bank-transfer" | "cod"

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const reference = randomUUID()
    return {
      id: reference,
      status: PaymentSessionStatus.PENDING,
      data: { ...(input.data ?? {}), method: this.method(), reference, initiated_at: now() },
    }
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data: { ...(input.data ?? {}) } }
  }

  /** Authorised at once: the order waits for the shopper's transfer, not the provider. */
  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: { ...(input.data ?? {}), authorized_at: now() } }
  }

  /**
   * Captures only money the shop has seen: the shop's confirm paths record it
   * on the payment first (lib/payments/money-received), anything else (Medusa
   * admin's "Capture payment", its Admin API) is refused with the reason, and
   * Medusa then deletes the capture it had started. Why refuse rather than
   * show the payment as pending: Medusa's payment module authorises a session
   * only when the provider answers "authorized" (or "captured"); "pending" or
   * "requires_more" makes cart completion fail, and "pending_authorization"
   * leaves the order without a payment record, which the shop's checkout
   * recovery and confirm paths rely on. The capture is the one call Medusa
   * lets a provider refuse cleanly, whoever makes it.
   */
  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    if (!moneyReceived(input.data)) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CAPTURE_BEFORE_MONEY_MESSAGE)
    return { data: { ...(input.data ?? {}), captured_at: now() } }
  }

  /** Voids an unpaid order's payment; nothing to call, the money never moved. */
  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: { ...(input.data ?? {}), canceled_at: now() } }
  }

  /** Records a refund; the operator sends the money back by hand (UPI or bank). */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = input.data ?? {}
    const previous = Array.isArray(data.refunds) ? (data.refunds as Data[]) : []
    return { data: { ...data, refunds: [...previous, { amount: String(input.amount), at: now() }] } }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: { ...(input.data ?? {}) } }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const data = input.data ?? {}
    const status = data.canceled_at
      ? PaymentSessionStatus.CANCELED
      : data.captured_at
        ? PaymentSessionStatus.CAPTURED
        : data.authorized_at
          ? PaymentSessionStatus.AUTHORIZED
          : PaymentSessionStatus.PENDING
    return { status, data }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: { ...(input.data ?? {}) } }
  }

  /** No gateway, so no webhooks. */
  async getWebhookActionAndData(): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }
}

/** UPI: the storefront renders a upi://pay URI as a QR code. */
export class UpiQrPaymentProviderService extends ManualPaymentProvider {
  static identifier = UPI_QR_IDENTIFIER
  protected method() {
    return "upi-qr" as const
  }
}

/** Bank transfer (NEFT/IMPS) to the shop's account. */
export class BankTransferPaymentProviderService extends ManualPaymentProvider {
  static identifier = BANK_TRANSFER_IDENTIFIER
  protected method() {
    return "bank-transfer" as const
  }
}

/**
 * Cash on delivery. Authorised when the cart completes (Medusa needs an
 * authorised payment to make the order); the shop then waits for the shopper's
 * or an operator's confirmation before shipping, and the payment is captured
 * when the courier's cash is remitted (one by one or from the remittance CSV).
 */
export class CodPaymentProviderService extends ManualPaymentProvider {
  static identifier = COD_IDENTIFIER
  protected method() {
    return "cod" as const
  }
}
