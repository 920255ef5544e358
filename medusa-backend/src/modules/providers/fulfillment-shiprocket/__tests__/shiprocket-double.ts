import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import * as docs from "./shiprocket-docs-fixtures"

/**
 * A local stand-in for Shiprocket's API that answers as its documentation
 * says (fixtures from the docs' examples), on a random port of 127.0.0.1.
 * It keeps the orders created on it, so a second booking can find the first,
 * checks the bearer token on every call but the login, refuses a custom order
 * missing a required field as the docs' 422 does, and records every request
 * for the contract tests. `failNext` makes the next call to a path answer
 * with a status (5xx, 401) or hang past the client's deadline.
 */
export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  authorization: string | undefined
  body: any
  /** How long the double took to answer, in ms (from the request's arrival to its answer). */
  ms?: number
}

type Fault = { status?: number; body?: unknown; hangMs?: number }

type DoubleOrder = docs.ListedOrderFacts & { body: Record<string, unknown> }

export class ShiprocketDouble {
  readonly requests: RecordedRequest[] = []
  readonly orders: DoubleOrder[] = []
  /** Tokens this double has issued and still honours. */
  readonly validTokens = new Set<string>()
  serviceabilityAnswer: unknown = docs.serviceability()
  trackingAnswer: unknown = docs.trackingDelivered
  /**
   * The docs' label and manifest links point at Shiprocket's S3; with this set, the answers link to
   * a small PDF this double serves instead (GET /files/<name>.pdf), so a download can be followed.
   */
  servePdfs = false
  /** Every answer waits this long first, as a real courier's network and servers would (a benchmark's courier). */
  answerDelayMs = 0
  private tokenCount = 0
  private nextOrderId = 16161616
  private nextShipmentId = 15151515
  /** The docs' AWB for the first parcel, the next numbers after it: scans find each parcel by its own AWB. */
  /** The docs' example AWB for the first booking, the next numbers after it (scans tell parcels apart by AWB). */
  private static readonly FIRST_AWB = 321055706540
  private nextAwb = ShiprocketDouble.FIRST_AWB
  private manifested = new Set<number>()
  private faults = new Map<string, Fault[]>()
  private server: Server | null = null
  url = ""

  /** On a random port, or on `port` when the URL had to be known before (an integration test's settings). */
  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.url
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** The next request to `path` (without query) answers with this fault instead. */
  failNext(path: string, fault: Fault): void {
    this.faults.set(path, [...(this.faults.get(path) ?? []), fault])
  }

  /**
   * Forgets the courier orders, manifests, faults and recorded requests (tokens stay valid) and numbers
   * AWBs from the docs' example again: for a test whose shop database starts again from a snapshot, so
   * order numbers repeat.
   */
  reset(): void {
    this.orders.length = 0
    this.nextAwb = ShiprocketDouble.FIRST_AWB
    this.requests.length = 0
    this.manifested.clear()
    this.faults.clear()
    this.answerDelayMs = 0
    this.serviceabilityAnswer = docs.serviceability()
    this.trackingAnswer = docs.trackingDelivered
  }

  /** Revokes every issued token, as an expiry would. */
  expireTokens(): void {
    this.validTokens.clear()
  }

  calls(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path)
  }

  /** A forward or return order as Shiprocket creates it, or the first required field the body lacks. */
  private createOrder(body: any, required: readonly string[], state: { status: string; statusCode: number }): DoubleOrder | string {
    const missing = required.find((field) => body?.[field] === undefined || body?.[field] === "")
    if (missing) return missing
    const order: DoubleOrder = {
      id: this.nextOrderId++,
      channelOrderId: String(body.order_id),
      ...state,
      shipmentId: this.nextShipmentId++,
      awb: "",
      courier: "",
      pickupDate: null,
      body,
    }
    this.orders.push(order)
    return order
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrived = performance.now()
    res.on("finish", () => (recorded.ms = performance.now() - arrived))
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const raw = await new Promise<string>((resolve) => {
      let data = ""
      req.on("data", (chunk) => (data += chunk))
      req.on("end", () => resolve(data))
    })
    const body = raw ? JSON.parse(raw) : undefined
    const recorded: RecordedRequest = {
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      body,
    }
    this.requests.push(recorded)
    if (this.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs))

    const fault = this.faults.get(url.pathname)?.shift()
    if (fault?.hangMs) {
      await new Promise((resolve) => setTimeout(resolve, fault.hangMs))
      if (!res.writableEnded && !res.destroyed) send(res, 504, { message: "Gateway Timeout" })
      return
    }
    if (fault?.status) return send(res, fault.status, fault.body ?? { message: "Internal Server Error", status_code: fault.status })

    if (url.pathname === "/v1/external/auth/login" && req.method === "POST") {
      if (!body?.email || !body?.password)
        return send(res, 422, { message: "Oops! Invalid Data.", errors: { email: ["The email field is required."] }, status_code: 422 })
      const token = `docs-token-${++this.tokenCount}`
      this.validTokens.add(token)
      return send(res, 200, docs.loginAnswer(token))
    }

    // The PDFs behind label_url / manifest_url are public links (no bearer token), as Shiprocket's S3 ones are.
    if (req.method === "GET" && /^\/files\/[\w-]+\.pdf$/.test(url.pathname)) {
      res.writeHead(200, { "Content-Type": "application/pdf" }).end(minimalPdf(url.pathname))
      return
    }

    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1]
    if (!token || !this.validTokens.has(token)) return send(res, 401, docs.unauthenticated)

    const route = `${req.method} ${url.pathname}`
    switch (route) {
      case "GET /v1/external/settings/company/pickup":
        return send(res, 200, docs.pickupLocations)
      case "GET /v1/external/courier/serviceability/": {
        const missing = ["pickup_postcode", "delivery_postcode", "cod", "weight"].filter((k) => !url.searchParams.has(k))
        if (missing.length)
          return send(res, 422, {
            message: "Required field missing",
            errors: Object.fromEntries(missing.map((k) => [k, [`The ${k} field is required.`]])),
            status_code: 422,
          })
        return send(res, 200, this.serviceabilityAnswer)
      }
      case "GET /v1/external/orders": {
        const search = url.searchParams.get("search") ?? ""
        const found = this.orders.filter((o) => !search || o.channelOrderId.includes(search))
        return send(res, 200, docs.ordersPage(found.map((o) => docs.listedOrder(o))))
      }
      case "POST /v1/external/orders/create/adhoc": {
        const order = this.createOrder(body, docs.ADHOC_REQUIRED, { status: "NEW", statusCode: 1 })
        if (typeof order === "string") return send(res, 422, docs.adhocMissing(order))
        return send(res, 200, docs.adhocCreated(order.id, order.shipmentId))
      }
      case "POST /v1/external/orders/create/return": {
        const order = this.createOrder(body, docs.RETURN_REQUIRED, { status: "RETURN PENDING", statusCode: 21 })
        if (typeof order === "string") return send(res, 422, docs.adhocMissing(order))
        return send(res, 200, docs.returnCreated(order.id, order.shipmentId))
      }
      case "POST /v1/external/courier/assign/awb": {
        const order = this.orders.find((o) => o.shipmentId === body?.shipment_id)
        if (!order) return send(res, 422, docs.awbMissing)
        const courier = (this.serviceabilityAnswer as ReturnType<typeof docs.serviceability>).data?.available_courier_companies?.find(
          (c) => c.courier_company_id === body.courier_id
        )
        order.awb = String(this.nextAwb++)
        order.courier = String(courier?.courier_name ?? "Amazon Surface")
        order.status = "READY TO SHIP"
        return send(res, 200, docs.awbAssigned(order.shipmentId, order.id, Number(body.courier_id ?? 142), order.courier, order.awb))
      }
      case "POST /v1/external/courier/generate/pickup": {
        const order = this.orders.find((o) => Array.isArray(body?.shipment_id) && o.shipmentId === body.shipment_id[0])
        if (!order) return send(res, 400, { message: "Invalid shipment id", status_code: 400 })
        order.pickupDate = docs.pickupGenerated.response.pickup_scheduled_date
        order.status = "PICKUP SCHEDULED"
        return send(res, 200, docs.pickupGenerated)
      }
      case "POST /v1/external/courier/generate/label":
        if (!Array.isArray(body?.shipment_id))
          return send(res, 422, {
            message: "Oops! Invalid Data.",
            errors: { shipment_id: ["The shipment id must be an array."] },
            status_code: 422,
          })
        return send(res, 200, this.servePdfs ? { ...docs.labelCreated, label_url: `${this.url}/files/label.pdf` } : docs.labelCreated)
      case "POST /v1/external/manifests/generate": {
        const ids: number[] = body?.shipment_id ?? []
        const already = ids.filter((id) => this.manifested.has(id))
        if (already.length) return send(res, 400, docs.manifestAlready(already))
        ids.forEach((id) => this.manifested.add(id))
        return send(
          res,
          200,
          this.servePdfs ? { ...docs.manifestGenerated, manifest_url: `${this.url}/files/manifest.pdf` } : docs.manifestGenerated
        )
      }
      case "POST /v1/external/manifests/print":
        return send(
          res,
          200,
          this.servePdfs ? { ...docs.manifestPrinted, manifest_url: `${this.url}/files/manifest.pdf` } : docs.manifestPrinted
        )
      case "POST /v1/external/orders/cancel": {
        if (!Array.isArray(body?.ids) || !body.ids.length)
          return send(res, 422, { message: "Required field missing", errors: { ids: ["The ids field is required."] }, status_code: 422 })
        const orders = this.orders.filter((o) => body.ids.includes(o.id))
        if (!orders.length) return send(res, 500, docs.cancelInvalid)
        orders.forEach((o) => Object.assign(o, { status: "CANCELED", statusCode: 5 }))
        res.writeHead(204).end()
        return
      }
    }
    if (req.method === "GET" && url.pathname.startsWith("/v1/external/courier/track/awb/")) return send(res, 200, this.trackingAnswer)
    if (req.method === "POST" && /^\/v1\/external\/ndr\/[^/]+\/action$/.test(url.pathname)) {
      // The docs list action (re-attempt | return | fake-attempt) and comments as required; they show no answer body.
      const missing = [
        ...(["re-attempt", "return", "fake-attempt"].includes(body?.action) ? [] : ["action"]),
        ...(typeof body?.comments === "string" && body.comments ? [] : ["comments"]),
      ]
      if (missing.length)
        return send(res, 422, {
          message: "Oops! Invalid Data.",
          errors: Object.fromEntries(missing.map((f) => [f, [`The ${f} field is required.`]])),
          status_code: 422,
        })
      return send(res, 200, {})
    }
    return send(res, 404, { message: "404 Not Found", status_code: 404 })
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body))
}

/** A one-page PDF naming what it stands for, enough for a download to be checked. */
function minimalPdf(name: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1")
}
