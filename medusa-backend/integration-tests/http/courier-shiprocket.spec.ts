import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createLinksWorkflow, createOrderFulfillmentWorkflow, createShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import {
  ADMIN,
  addToCart,
  as,
  cartTotals,
  login,
  newCustomer,
  notifications,
  orderBody,
  placeOrder,
  seed,
  setStock,
  verifyEmail,
} from "../helpers/checkout"
import { integrationTestRunner } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { ShiprocketDouble } from "../../src/modules/providers/fulfillment-shiprocket/__tests__/shiprocket-double"
import {
  webhookScans,
  webhookUpdate,
  type WebhookScan,
} from "../../src/modules/providers/fulfillment-shiprocket/__tests__/shiprocket-docs-fixtures"
import { loadSpecOrder } from "../../src/lib/orders/queries"
import { pollCourierTracking } from "../../src/workflows/courier/poll-courier-tracking"
import { trackingDelivered } from "../../src/modules/providers/fulfillment-shiprocket/__tests__/shiprocket-docs-fixtures"
import { COURIER_SCAN_MODULE } from "../../src/modules/courier-scan"
import { REFUND_DUE_MODULE } from "../../src/modules/refund-due"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import type RefundDueModuleService from "../../src/modules/refund-due/service"
import type CourierScanModuleService from "../../src/modules/courier-scan/service"

jest.setTimeout(600 * 1000)

/**
 * Courier bookings (issue 44) through Medusa's own createOrderFulfillmentWorkflow
 * with the Shiprocket provider registered (medusa-config reads the settings at
 * boot), against the local double answering as Shiprocket's docs say. The URL
 * must be known before Medusa boots, so the double gets a port chosen here.
 */
const port = 20000 + Math.floor(Math.random() * 20000)
process.env.SHIPROCKET_EMAIL = "apiuser@example.com"
process.env.SHIPROCKET_PASSWORD = "api-password"
process.env.SHIPROCKET_PICKUP_LOCATION = "Casa Moderna"
process.env.SHIPROCKET_API_URL = `http://127.0.0.1:${port}`
const WEBHOOK_TOKEN = "courier-webhook-token-for-tests"
process.env.COURIER_WEBHOOK_TOKEN = WEBHOOK_TOKEN

const double = new ShiprocketDouble()

integrationTestRunner({
  from: "seeded",
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedResult
    let admin: string
    let shiprocketOptionId: string

    beforeAll(async () => {
      await double.start(port)
      seeded = await seed(getContainer())
      admin = await login(api, ADMIN)
      const container = getContainer()
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [standard],
      } = await query.graph({
        entity: "shipping_option",
        fields: ["service_zone_id", "shipping_profile_id"],
        filters: { id: seeded.shippingOptionId },
      })
      await createLinksWorkflow(container).run({
        input: [
          {
            [Modules.STOCK_LOCATION]: { stock_location_id: seeded.stockLocationId },
            [Modules.FULFILLMENT]: { fulfillment_provider_id: "shiprocket_shiprocket" },
          },
        ],
      })
      const { result } = await createShippingOptionsWorkflow(container).run({
        input: [
          {
            name: "Shiprocket (surface)",
            price_type: "calculated",
            provider_id: "shiprocket_shiprocket",
            service_zone_id: standard.service_zone_id,
            shipping_profile_id: standard.shipping_profile_id,
            type: { label: "Courier", description: "Booked with Shiprocket", code: "shiprocket" },
            data: { id: "shiprocket-surface" },
            rules: [
              { attribute: "enabled_in_store", operator: "eq", value: "false" },
              { attribute: "is_return", operator: "eq", value: "false" },
            ],
          },
        ],
      })
      shiprocketOptionId = result[0].id
    })
    afterAll(() => double.stop())

    /** A paid (or confirmed COD) order of one P1, booked with Shiprocket through Medusa's createOrderFulfillmentWorkflow. */
    async function bookedOrder(email: string, paymentMethod?: "cod") {
      const shopper = await newCustomer(api, seeded, email)
      await verifyEmail(getContainer(), shopper.id)
      await addToCart(api, shopper.token, "P1", 1)
      const totals = await cartTotals(api, shopper.token)
      const placed = await placeOrder(
        api,
        shopper.token,
        paymentMethod ? orderBody({ ...totals, total: totals.total + 49 }, { paymentMethod }) : orderBody(totals)
      )
      expect(placed.status).toBe(201)
      const order = placed.data.order as { id: string; orderNumber: string; total: number }
      const confirm = paymentMethod ? `/api/admin/orders/${order.id}/cod-confirmation` : `/api/admin/orders/${order.id}/confirm`
      expect((await api.put(confirm, {}, as(admin))).status).toBe(200)
      const container = getContainer()
      const { items: lines = [] } = await container.resolve(Modules.ORDER).retrieveOrder(order.id, { relations: ["items"] })
      const items = (lines ?? [])
        .filter((i) => !!i && i.requires_shipping !== false)
        .map((i) => ({ id: i!.id, quantity: Number((i!.quantity as unknown as { toJSON?: () => unknown }).toJSON?.() ?? i!.quantity) }))
      const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({
        input: { order_id: order.id, items, shipping_option_id: shiprocketOptionId },
      })
      const {
        data: [stored],
      } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "fulfillment", fields: ["data"], filters: { id: fulfillment.id } })
      const awb = String((stored.data as { awb: string }).awb)
      return { order, fulfillmentId: fulfillment.id, awb, token: shopper.token }
    }

    const hook = (body: unknown, key: string | null = WEBHOOK_TOKEN) =>
      api.post("/hooks/courier/aggregator", body, { validateStatus: () => true, headers: key === null ? {} : { "x-api-key": key } })
    const update = (awb: string, scans: WebhookScan[]) => {
      const last = scans[scans.length - 1]
      const [date, time] = last.date.split(" ")
      const [y, m, d] = date.split("-")
      return webhookUpdate({
        awb,
        status: last["sr-status-label"],
        statusId: Number(last["sr-status"]),
        timestamp: `${d} ${m} ${y} ${time}`,
        scans,
      })
    }
    const scanStore = () => getContainer().resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
    const refundDues = (orderId: string) =>
      getContainer().resolve<RefundDueModuleService>(REFUND_DUE_MODULE).listRefundDues({ order_id: orderId })
    const scansOf = (awb: string) => scanStore().listCourierScans({ awb })
    const shipmentOf = async (awb: string) => (await scanStore().listCourierShipments({ awb }))[0]
    const specOrder = (id: string) => loadSpecOrder(getContainer(), id)

    it("books a paid order's parcel through createOrderFulfillmentWorkflow: Medusa's order as the provider gets it, and the fulfillment keeps the AWB and Shiprocket's ids", async () => {
      const shopper = await newCustomer(api, seeded, "courier-booking@example.com")
      await addToCart(api, shopper.token, "P1", 2)
      const totals = await cartTotals(api, shopper.token)
      const placed = await placeOrder(api, shopper.token, orderBody(totals))
      expect(placed.status).toBe(201)
      const order = placed.data.order as { id: string; orderNumber: string; total: number }
      expect((await api.put(`/api/admin/orders/${order.id}/confirm`, {}, as(admin))).status).toBe(200)

      const container = getContainer()
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      // The Order module's own read, as the shop's Ship Order does (a Query of items.quantity alone does not load it).
      const { items: lines = [] } = await container.resolve(Modules.ORDER).retrieveOrder(order.id, { relations: ["items"] })
      const items = (lines ?? [])
        .filter((i) => !!i && i.requires_shipping !== false)
        .map((i) => ({ id: i!.id, quantity: Number((i!.quantity as unknown as { toJSON?: () => unknown }).toJSON?.() ?? i!.quantity) }))

      const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({
        input: { order_id: order.id, items, shipping_option_id: shiprocketOptionId },
      })

      const sent = double.calls("/v1/external/orders/create/adhoc")
      expect(sent).toHaveLength(1)
      expect(sent[0].body).toMatchObject({
        order_id: order.orderNumber,
        payment_method: "Prepaid",
        pickup_location: "Casa Moderna",
        billing_email: "courier-booking@example.com",
      })
      const body = sent[0].body
      expect(body.sub_total + body.shipping_charges + body.giftwrap_charges + body.transaction_charges).toBeCloseTo(order.total, 2)
      expect(double.calls("/v1/external/courier/assign/awb")[0].body.courier_id).toBe(43)

      const {
        data: [stored],
      } = await query.graph({
        entity: "fulfillment",
        fields: ["provider_id", "data", "labels.tracking_number", "labels.label_url"],
        filters: { id: fulfillment.id },
      })
      expect(stored.provider_id).toBe("shiprocket_shiprocket")
      expect(stored.data).toMatchObject({
        courier: "shiprocket",
        channel_order_id: order.orderNumber,
        awb: "321055706540",
        sr_order_id: 16161616,
      })
      expect(stored.labels?.[0]).toMatchObject({ tracking_number: "321055706540" })

      // Medusa lists the provider's option (what the Medusa admin offers when creating a shipping option).
      const provider = container.resolve(Modules.FULFILLMENT) as unknown as {
        retrieveFulfillmentOptions(providerId: string): Promise<{ id: string }[]>
      }
      expect((await provider.retrieveFulfillmentOptions("shiprocket_shiprocket")).map((o) => o.id)).toEqual(["shiprocket-surface"])
    })

    it("webhook: off without COURIER_WEBHOOK_TOKEN (404), 401 without or with a wrong x-api-key, 400 for a malformed body, 202 for an AWB we never booked", async () => {
      const body = update("999999999999", [webhookScans.pickedUp])
      delete process.env.COURIER_WEBHOOK_TOKEN
      try {
        expect((await hook(body)).status).toBe(404)
      } finally {
        process.env.COURIER_WEBHOOK_TOKEN = WEBHOOK_TOKEN
      }
      expect((await hook(body, null)).status).toBe(401)
      expect((await hook(body, `${WEBHOOK_TOKEN}x`)).status).toBe(401)
      expect((await hook(body, "")).status).toBe(401)
      const malformed = await hook({ awb: "321", scans: "nope" })
      expect(malformed.status).toBe(400)
      expect((await hook({ current_status: "DELIVERED" })).status).toBe(400)
      const unknown = await hook(body)
      expect(unknown.status).toBe(202)
      expect(await scansOf("999999999999")).toHaveLength(0)
    })

    it("webhook: picked up ships the order, a replay stores nothing twice, a late in-transit never moves it back, out for delivery e-mails the shopper, delivered marks Medusa's fulfillment delivered", async () => {
      const { order, awb, fulfillmentId, token } = await bookedOrder("courier-scans@example.com", "cod")
      const picked = update(awb, [webhookScans.manifested, webhookScans.pickedUp])
      const first = await hook(picked)
      expect(first.status).toBe(200)
      expect(first.data).toMatchObject({ stored: 2 })
      expect(await specOrder(order.id)).toMatchObject({ orderStatus: "shipped" })
      expect(await shipmentOf(awb)).toMatchObject({ step: "shipped", fulfillment_id: fulfillmentId, order_id: order.id })

      const replay = await hook(picked)
      expect(replay.status).toBe(200)
      expect(replay.data).toMatchObject({ stored: 0 })
      expect(await scansOf(awb)).toHaveLength(2)

      // Out for delivery arrives before the in-transit scan that came earlier at the courier.
      expect(
        (await hook(update(awb, [webhookScans.manifested, webhookScans.pickedUp, webhookScans.inTransit, webhookScans.outForDelivery])))
          .status
      ).toBe(200)
      expect((await hook(update(awb, [webhookScans.inTransit]))).status).toBe(200)
      expect(await shipmentOf(awb)).toMatchObject({ step: "out_for_delivery" })
      const sent = await notifications(getContainer(), "order-out-for-delivery")
      expect(sent.some((n) => n.to === "courier-scans@example.com")).toBe(true)

      // Anyone with the order number and the phone or e-mail follows it; no name, address or phone in the answer.
      const track = (orderNumber: string, contact: string) =>
        api.post("/api/orders/track", { orderNumber, contact }, { validateStatus: () => true })
      const tracked = await track(order.orderNumber, "+91 98765-43210")
      expect(tracked.status).toBe(200)
      expect(tracked.headers["cache-control"]).toBe("no-store")
      expect(tracked.data).toMatchObject({ orderNumber: order.orderNumber, status: "out_for_delivery", awb, courier: expect.any(String) })
      expect(tracked.data.steps.map((s: { status: string }) => s.status)).toEqual(["placed", "confirmed", "shipped", "out_for_delivery"])
      expect(tracked.data.scans[0]).toMatchObject({
        description: "Dispatched - Out for delivery",
        location: "Bangalore_Koramangala_D (Karnataka)",
      })
      const text = JSON.stringify(tracked.data)
      for (const pii of ["9876543210", "Asha", "MG Road", "courier-scans@example.com"]) expect(text).not.toContain(pii)
      expect((await track(order.orderNumber.toLowerCase(), "COURIER-SCANS@example.com")).status).toBe(200)
      const wrong = await track(order.orderNumber, "9000000000")
      const unknown = await track("ORD-99999", "+91 98765-43210")
      expect(wrong.status).toBe(404)
      expect(unknown.status).toBe(404)
      expect(wrong.data).toEqual(unknown.data)
      expect((await track("", "x")).status).toBe(400)
      // The signed-in timeline shows the same steps and scans; another shopper's order is not found.
      const own = await api.get(`/api/auth/orders/${order.id}/tracking`, as(token))
      expect(own.status).toBe(200)
      expect(own.data).toEqual(tracked.data)
      expect((await api.get(`/api/auth/orders/${order.id}/tracking`, { ...as(admin), validateStatus: () => true })).status).not.toBe(200)

      expect((await hook(update(awb, [webhookScans.delivered]))).status).toBe(200)
      const delivered = await specOrder(order.id)
      // Cash on delivery: delivered with the cash still pending, due from the courier's remittance (as after the operator's "Delivered").
      expect(delivered).toMatchObject({ orderStatus: "delivered", paymentStatus: "pending" })
      expect(await shipmentOf(awb)).toMatchObject({ step: "delivered" })
      expect(await scansOf(awb)).toHaveLength(5)

      // Nothing moves after delivered: an RTO scan is stored but changes nothing.
      expect((await hook(update(awb, [webhookScans.rtoInitiated]))).status).toBe(200)
      expect(await shipmentOf(awb)).toMatchObject({ step: "delivered" })
      expect(await specOrder(order.id)).toMatchObject({ orderStatus: "delivered" })
    })

    it("webhook: an undelivered scan is an NDR with its attempts and the courier's reason", async () => {
      const { awb, order, token } = await bookedOrder("courier-ndr@example.com")
      await hook(update(awb, [webhookScans.pickedUp, webhookScans.outForDelivery, webhookScans.undelivered]))
      expect(await shipmentOf(awb)).toMatchObject({ step: "ndr", ndr_attempts: 1, ndr_reason: "Pending - Consignee Unavailable" })
      await hook(update(awb, [webhookScans.pickedUp, webhookScans.outForDelivery, webhookScans.undelivered]))
      expect(await shipmentOf(awb)).toMatchObject({ ndr_attempts: 1 })
      // The operator's NDR list: the order, its AWB, attempts and the courier's reason; shoppers may not read it.
      const listed = await api.get("/api/admin/ndr", as(admin))
      expect(listed.status).toBe(200)
      expect(listed.data.ndr).toEqual([
        expect.objectContaining({ orderNumber: order.orderNumber, awb, attempts: 1, reason: "Pending - Consignee Unavailable" }),
      ])
      expect((await api.get("/api/admin/ndr", { ...as(token), validateStatus: () => true })).status).toBe(403)
    })

    it("webhook: RTO of a prepaid order: returning, then back with us: stock back where it left from, credit note, refund due keyed rto:<fulfillment>, once", async () => {
      const inventoryItemId = await setStock(getContainer(), seeded, "P1", 30)
      const { order, awb, fulfillmentId } = await bookedOrder("courier-rto@example.com")
      const stocked = async () => {
        const [level] = await getContainer()
          .resolve(Modules.INVENTORY)
          .listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: seeded.stockLocationId })
        return Number(level.stocked_quantity)
      }
      await hook(update(awb, [webhookScans.pickedUp, webhookScans.undelivered, webhookScans.rtoInitiated]))
      expect(await shipmentOf(awb)).toMatchObject({ step: "rto_initiated" })
      const afterShipping = await stocked()
      expect(afterShipping).toBe(29)

      const back = update(awb, [webhookScans.pickedUp, webhookScans.undelivered, webhookScans.rtoInitiated, webhookScans.rtoDelivered])
      expect((await hook(back)).status).toBe(200)
      expect(await shipmentOf(awb)).toMatchObject({ step: "rto_delivered" })
      expect(await stocked()).toBe(30)
      expect(await specOrder(order.id)).toMatchObject({ orderStatus: "cancelled" })
      const dues = await refundDues(order.id)
      expect(dues).toHaveLength(1)
      expect(dues[0]).toMatchObject({ source_key: `rto:${fulfillmentId}`, state: "due" })
      expect(Number(dues[0].amount)).toBeCloseTo(order.total, 2)
      const notes = await getContainer()
        .resolve<InvoiceModuleService>(INVOICE_MODULE)
        .listTaxDocuments({ order_id: order.id, kind: "credit_note" })
      expect(notes.length).toBeGreaterThanOrEqual(1)

      // The same scan again (a replay, or the poll seeing it): nothing more comes back or is refunded.
      expect((await hook(back)).status).toBe(200)
      expect(await stocked()).toBe(30)
      expect(await refundDues(order.id)).toHaveLength(1)
    })

    it("tracking poll: a shipment quiet for 24 hours is tracked by AWB and its scans take the webhook's path (delivered, stored once); a delivered one is not asked again", async () => {
      const { order, awb } = await bookedOrder("courier-poll@example.com")
      double.trackingAnswer = trackingDelivered
      const later = new Date(Date.now() + 25 * 60 * 60 * 1000)
      const tracked = () => double.calls(`/v1/external/courier/track/awb/${awb}`).length
      expect((await pollCourierTracking(getContainer(), new Date())).asked).toBe(0)
      const first = await pollCourierTracking(getContainer(), later)
      expect(first).toMatchObject({ asked: 1, updated: 1, failed: 0 })
      expect(tracked()).toBe(1)
      expect(await specOrder(order.id)).toMatchObject({ orderStatus: "delivered" })
      expect(await scansOf(awb)).toHaveLength(trackingDelivered.tracking_data.shipment_track_activities.length)
      expect(await shipmentOf(awb)).toMatchObject({ step: "delivered" })
      expect(await pollCourierTracking(getContainer(), later)).toMatchObject({ asked: 0 })
      expect(tracked()).toBe(1)
    })
  },
})
