import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { ORDER_EXAMPLE, PAYMENT_EXAMPLE, REFUND_EXAMPLE, errorExample } from "./razorpay-fixtures"

/**
 * A local stand-in for Razorpay's API, answering the endpoints the provider
 * calls as the API reference documents them (Basic auth with key id and
 * secret, amounts in paise, the docs' example bodies). Tests only: started on
 * a random port and handed to the provider as its api_url.
 */
export type RecordedRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> | null }
type Payment = typeof PAYMENT_EXAMPLE
type Order = Omit<typeof ORDER_EXAMPLE, "notes"> & { notes: unknown }

export class RazorpayDouble {
  readonly requests: RecordedRequest[] = []
  readonly orders = new Map<string, Order>()
  readonly payments = new Map<string, Payment>()
  private readonly refundsByKey = new Map<string, unknown>()
  /** The refund's status in the create answer: "processed" (the docs' example) or "pending" (also documented: the money is on its way). */
  refundStatus: "processed" | "pending" = "processed"
  /** The next answers: a status to fail with (e.g. 503), or "hang" to never answer (a timeout). */
  readonly failures: (number | "hang")[] = []
  private server: Server | null = null
  private counter = 0
  private readonly hanging = new Set<ServerResponse>()

  constructor(
    private readonly keyId: string,
    private readonly keySecret: string
  ) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo
    return `http://127.0.0.1:${address.port}`
  }

  /** On a free port, or on `port` when Medusa must know the URL before the double starts (integration tests). */
  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res))
    // Node's clients keep connections alive; a server closing idle ones after 5 s races the next request (ECONNRESET).
    this.server.keepAliveTimeout = 0
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve))
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy()
    // Idle kept-alive connections would hold close() open (keepAliveTimeout 0 never ends them).
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  /** A payment made in Checkout for one of the double's orders (its id as Razorpay would give it). */
  pay(orderId: string, status: "captured" | "authorized" | "failed" = "captured"): Payment {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`no order ${orderId}`)
    const payment = {
      ...PAYMENT_EXAMPLE,
      id: `pay_${this.nextId()}`,
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status,
      captured: status === "captured",
    }
    this.payments.set(payment.id, payment)
    if (status === "captured") Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 })
    return payment
  }

  last(method: string, pathPrefix: string): RecordedRequest | undefined {
    return [...this.requests].reverse().find((r) => r.method === method && r.path.startsWith(pathPrefix))
  }

  private nextId(): string {
    this.counter += 1
    return `Test${String(this.counter).padStart(10, "0")}`
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString("utf8")
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null
    const path = (req.url ?? "").split("?")[0]
    this.requests.push({ method: req.method ?? "", path, headers: req.headers, body })

    const failure = this.failures.shift()
    if (failure === "hang") {
      this.hanging.add(res)
      return
    }
    if (typeof failure === "number")
      return this.answer(res, failure, {
        error: { code: "SERVER_ERROR", description: "The server encountered an error. The incident has been reported to admins." },
      })

    // https://razorpay.com/docs/api/authentication: HTTP Basic with key id and key secret.
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString("base64")}`
    if (req.headers.authorization !== expected) return this.answer(res, 401, errorExample("Authentication failed"))

    const route = `${req.method} ${path}`
    let match: RegExpMatchArray | null
    if (route === "POST /v1/orders") return this.createOrder(res, body ?? {})
    if ((match = route.match(/^GET \/v1\/orders\/([^/]+)\/payments$/))) {
      const items = [...this.payments.values()].filter((p) => p.order_id === match![1])
      return this.answer(res, 200, { entity: "collection", count: items.length, items })
    }
    if ((match = route.match(/^GET \/v1\/orders\/([^/]+)$/))) {
      const order = this.orders.get(match[1])
      return order ? this.answer(res, 200, order) : this.answer(res, 400, errorExample("The id provided does not exist"))
    }
    if ((match = route.match(/^GET \/v1\/payments\/([^/]+)$/))) {
      const payment = this.payments.get(match[1])
      return payment ? this.answer(res, 200, payment) : this.answer(res, 400, errorExample("The id provided does not exist"))
    }
    if ((match = route.match(/^POST \/v1\/payments\/([^/]+)\/capture$/))) return this.capture(res, match[1], body ?? {})
    if ((match = route.match(/^POST \/v1\/payments\/([^/]+)\/refund$/))) {
      return this.refund(res, match[1], body ?? {}, req.headers["x-refund-idempotency"] as string | undefined)
    }
    return this.answer(res, 404, errorExample("The requested URL was not found on the server."))
  }

  /** https://razorpay.com/docs/api/orders/create: amount (integer, paise) and currency are required; receipt at most 40 characters. */
  private createOrder(res: ServerResponse, body: Record<string, unknown>) {
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
      return this.answer(res, 400, errorExample("The amount must be at least INR 1.00", "amount"))
    if (typeof body.currency !== "string") return this.answer(res, 400, errorExample("The currency field is required.", "currency"))
    if (typeof body.receipt === "string" && body.receipt.length > 40)
      return this.answer(res, 400, errorExample("receipt may not be greater than 40 characters.", "receipt"))
    const amount = body.amount as number
    const order: Order = {
      ...ORDER_EXAMPLE,
      id: `order_${this.nextId()}`,
      amount,
      amount_due: amount,
      currency: body.currency,
      receipt: (body.receipt as string | undefined) ?? (null as unknown as string),
      notes: body.notes ?? [],
    }
    this.orders.set(order.id, order)
    return this.answer(res, 200, order)
  }

  /** https://razorpay.com/docs/api/payments/capture: only an authorised payment, for its amount and currency. */
  private capture(res: ServerResponse, paymentId: string, body: Record<string, unknown>) {
    const payment = this.payments.get(paymentId)
    if (!payment) return this.answer(res, 400, errorExample("The id provided does not exist"))
    if (payment.status !== "authorized") return this.answer(res, 400, errorExample("This payment has already been captured"))
    if (body.amount !== payment.amount || body.currency !== payment.currency) {
      return this.answer(res, 400, errorExample("Capture amount must be equal to the amount authorized", "amount"))
    }
    Object.assign(payment, { status: "captured", captured: true })
    return this.answer(res, 200, payment)
  }

  /**
   * https://razorpay.com/docs/api/refunds/create-normal: partial refunds allowed, never above what is left;
   * https://razorpay.com/docs/api/refunds/normal-refunds-idempotent: the same X-Refund-Idempotency key
   * answers the first refund again instead of refunding twice.
   */
  private refund(res: ServerResponse, paymentId: string, body: Record<string, unknown>, idempotencyKey: string | undefined) {
    const earlier = idempotencyKey ? this.refundsByKey.get(idempotencyKey) : undefined
    if (earlier) return this.answer(res, 200, earlier)
    const payment = this.payments.get(paymentId)
    if (!payment) return this.answer(res, 400, errorExample("The id provided does not exist"))
    const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : (body.amount as number)
    if (payment.status !== "captured" && payment.status !== "refunded")
      return this.answer(res, 400, errorExample("The payment has not been captured"))
    if (amount > payment.amount - payment.amount_refunded) {
      return this.answer(res, 400, errorExample("The refund amount provided is greater than amount captured", "amount"))
    }
    payment.amount_refunded += amount
    const refund = {
      ...REFUND_EXAMPLE,
      id: `rfnd_${this.nextId()}`,
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: body.notes ?? [],
      status: this.refundStatus,
    }
    if (idempotencyKey) this.refundsByKey.set(idempotencyKey, refund)
    return this.answer(res, 200, refund)
  }

  private answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" })
    res.end(JSON.stringify(body))
  }
}
