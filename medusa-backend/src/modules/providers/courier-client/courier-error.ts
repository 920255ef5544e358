import { MedusaError } from "@medusajs/framework/utils"

/**
 * Why a courier call failed, in the two ways the operator must tell apart:
 * - "unavailable": the courier answered 5xx, timed out or could not be reached.
 *   Nothing of ours changed; the same booking can be retried.
 * - "refused": the courier answered and said no (4xx: a PIN it does not serve,
 *   bad credentials, a field it rejects). Retrying the same request will not help.
 *
 * It is a MedusaError so Medusa's own routes (the Medusa admin's "Create
 * fulfillment") answer with the courier's words: refused → 400, unavailable →
 * 500 with the message kept (Medusa's error handler keeps UNEXPECTED_STATE's message).
 */
export type CourierErrorKind = "unavailable" | "refused"

export class CourierError extends MedusaError {
  readonly courier: string
  readonly kind: CourierErrorKind
  /** The courier's HTTP status, when it answered. */
  readonly status: number | null
  /** The courier's own message, word for word. */
  readonly courierMessage: string
  /** No answer within the deadline (the operator's /api answers 504 rather than 502). */
  readonly timedOut: boolean

  constructor(args: {
    courier: string
    kind: CourierErrorKind
    status: number | null
    courierMessage: string
    message?: string
    timedOut?: boolean
  }) {
    const type = args.kind === "refused" ? MedusaError.Types.INVALID_DATA : MedusaError.Types.UNEXPECTED_STATE
    super(type, args.message ?? CourierError.describe(args))
    this.name = "CourierError"
    this.courier = args.courier
    this.kind = args.kind
    this.status = args.status
    this.courierMessage = args.courierMessage
    this.timedOut = args.timedOut ?? false
  }

  private static describe(args: { courier: string; kind: CourierErrorKind; status: number | null; courierMessage: string }): string {
    const status = args.status ? ` (HTTP ${args.status})` : ""
    return args.kind === "unavailable"
      ? `${args.courier} is unavailable${status}: ${args.courierMessage}. Nothing was booked; retrying is safe.`
      : `${args.courier} refused the request${status}: ${args.courierMessage}`
  }
}

export function isCourierError(error: unknown): error is CourierError {
  return error instanceof CourierError
}
