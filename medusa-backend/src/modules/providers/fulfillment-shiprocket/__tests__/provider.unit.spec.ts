import { CourierError } from "../../courier-client/courier-error"
import { ShiprocketFulfillmentProviderService } from "../service"
import * as docs from "./shiprocket-docs-fixtures"
import { ShiprocketDouble } from "./shiprocket-double"
import { fulfilledItems, optionsFor, sampleCodOrder, sampleOrder } from "./sample-order"

/**
 * The provider as Medusa's createOrderFulfillmentWorkflow drives it, against
 * the local Shiprocket double: a booking end to end, a second booking that
 * finds the first, surface-only courier choice, an unserved PIN, token
 * renewal, a courier that fails or stops answering, cancellation and documents.
 */
describe("Shiprocket fulfillment provider", () => {
  let double: ShiprocketDouble

  beforeEach(async () => {
    double = new ShiprocketDouble()
    await double.start()
  })
  afterEach(() => double.stop())

  const provider = (extra = {}) => new ShiprocketFulfillmentProviderService({}, optionsFor(double.url, extra))
  const book = (service: ShiprocketFulfillmentProviderService, order = sampleOrder()) =>
    service.createFulfillment({}, fulfilledItems(order) as never, order as never, {})

  it("books a prepaid order: courier order, surface AWB, pickup and label, and keeps Shiprocket's ids", async () => {
    const result = await book(provider())

    expect(double.calls("/v1/external/orders/create/adhoc")).toHaveLength(1)
    const sent = double.calls("/v1/external/orders/create/adhoc")[0].body
    expect(sent).toMatchObject({
      order_id: "ORD-1007",
      order_date: "2026-11-28 11:30",
      pickup_location: "Casa Moderna",
      payment_method: "Prepaid",
      billing_pincode: "560001",
      billing_phone: "9876543210",
      billing_state: "Karnataka",
      billing_country: "India",
      shipping_is_billing: true,
      shipping_charges: 0,
      giftwrap_charges: 49,
      transaction_charges: 0,
    })
    // Goods ₹3,097 less the ₹200 coupon, carried on the lines: the parts add up to the ₹2,946 paid.
    expect(sent.sub_total).toBe(2897)
    expect(sent.sub_total + sent.shipping_charges + sent.giftwrap_charges + sent.transaction_charges).toBe(2946)
    expect(sent.order_items.map((i: { sku: string; units: number; selling_price: number }) => [i.sku, i.units, i.selling_price])).toEqual([
      ["P1-100", 1, 1299],
      ["A3-50", 2, 899],
    ])
    expect(sent.weight).toBe(0.85) // 350 g default + 2 × 250 g

    expect(double.calls("/v1/external/courier/serviceability/")[0].query).toMatchObject({
      pickup_postcode: "122003",
      delivery_postcode: "560001",
      cod: "0",
    })
    expect(double.calls("/v1/external/courier/assign/awb")[0].body.courier_id).toBe(43)
    expect(double.calls("/v1/external/courier/generate/pickup")).toHaveLength(1)

    expect(result.data).toMatchObject({
      courier: "shiprocket",
      channel_order_id: "ORD-1007",
      sr_order_id: 16161616,
      shipment_id: 15151515,
      awb: "321055706540",
      courier_name: "Delhivery Surface",
      payment_method: "Prepaid",
      pickup_scheduled_date: "2021-12-10 12:39:54",
      label_url: docs.labelCreated.label_url,
      tracking_url: "https://shiprocket.co/tracking/321055706540",
    })
    expect(result.labels).toEqual([
      {
        tracking_number: "321055706540",
        tracking_url: "https://shiprocket.co/tracking/321055706540",
        label_url: docs.labelCreated.label_url,
      },
    ])
  })

  it("books COD as COD: the serviceability asks for cash collection and the order carries the COD fee", async () => {
    const order = sampleCodOrder()
    await book(provider(), order as never)
    expect(double.calls("/v1/external/courier/serviceability/")[0].query.cod).toBe("1")
    const sent = double.calls("/v1/external/orders/create/adhoc")[0].body
    expect(sent).toMatchObject({
      order_id: "ORD-1008",
      payment_method: "COD",
      sub_total: 499,
      shipping_charges: 99,
      transaction_charges: 49,
    })
  })

  it("a second booking of the same order finds the first and creates no second courier order", async () => {
    const service = provider()
    const first = await book(service)
    const second = await book(service)
    expect(double.calls("/v1/external/orders/create/adhoc")).toHaveLength(1)
    expect(double.calls("/v1/external/courier/assign/awb")).toHaveLength(1)
    expect(double.calls("/v1/external/courier/generate/pickup")).toHaveLength(1)
    expect(double.calls("/v1/external/orders").map((c) => c.query.search)).toEqual(["ORD-1007", "ORD-1007"])
    expect(second.data).toMatchObject({ sr_order_id: first.data.sr_order_id, shipment_id: first.data.shipment_id, awb: first.data.awb })
  })

  it("a booking cut short after the courier order (AWB 5xx) leaves nothing recorded, and the retry finishes it without a second order", async () => {
    const service = provider()
    double.failNext("/v1/external/courier/assign/awb", { status: 503, body: { message: "Service Unavailable", status_code: 503 } })
    const failed = await book(service).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(CourierError)
    expect(failed).toMatchObject({ kind: "unavailable", status: 503, courierMessage: "Service Unavailable" })
    expect((failed as Error).message).toBe(
      "Shiprocket is unavailable (HTTP 503): Service Unavailable. Nothing was booked; retrying is safe."
    )

    const retried = await book(service)
    expect(double.calls("/v1/external/orders/create/adhoc")).toHaveLength(1)
    expect(retried.data).toMatchObject({ sr_order_id: 16161616, awb: "321055706540" })
  })

  it("after a cancelled booking, books again under the next order id (Shiprocket refuses a cancelled id)", async () => {
    const service = provider()
    const first = await book(service)
    double.trackingAnswer = docs.trackingNone
    await service.cancelFulfillment(first.data)
    const again = await book(service)
    expect(double.calls("/v1/external/orders/create/adhoc").map((c) => c.body.order_id)).toEqual(["ORD-1007", "ORD-1007-R2"])
    expect(again.data).toMatchObject({ channel_order_id: "ORD-1007-R2", sr_order_id: 16161617 })
  })

  it("chooses only surface couriers: an air courier that is cheaper and recommended is passed over", async () => {
    const answer = docs.serviceability()
    answer.data.available_courier_companies.unshift(docs.airCourier as never)
    answer.data.recommended_courier_company_id = docs.airCourier.courier_company_id as number
    double.serviceabilityAnswer = answer
    const result = await book(provider())
    // Not Blue Dart (air, ₹40): the cheapest surface courier, Delhivery Surface at ₹54.
    expect(double.calls("/v1/external/courier/assign/awb")[0].body.courier_id).toBe(43)
    expect(result.data.courier_name).toBe("Delhivery Surface")
  })

  it("refuses a PIN no surface courier serves, naming it, with nothing created at Shiprocket", async () => {
    const onlyAir = docs.serviceability()
    onlyAir.data.available_courier_companies = [docs.airCourier as never]
    double.serviceabilityAnswer = onlyAir
    await expect(book(provider())).rejects.toMatchObject({
      kind: "refused",
      message: "Shiprocket refused the request: no surface courier serves PIN 560001; perfume cannot go by air",
    })

    double.serviceabilityAnswer = docs.serviceabilityInvalid
    await expect(book(provider())).rejects.toMatchObject({
      kind: "refused",
      message: expect.stringContaining("no courier serves PIN 560001"),
    })
    expect(double.calls("/v1/external/orders/create/adhoc")).toHaveLength(0)
  })

  it("logs in once, reuses the token, and logs in again once when Shiprocket answers 401", async () => {
    const service = provider()
    await book(service)
    expect(double.calls("/v1/external/auth/login")).toHaveLength(1)

    double.expireTokens()
    const tracked = await service.track("141123221084922")
    expect(tracked.step).toBe("delivered")
    expect(double.calls("/v1/external/auth/login")).toHaveLength(2)
    const trackCalls = double.calls("/v1/external/courier/track/awb/141123221084922")
    expect(trackCalls.map((c) => c.authorization)).toEqual(["Bearer docs-token-1", "Bearer docs-token-2"])
  })

  it("a courier 5xx carries the courier's message; a courier that never answers is a timeout, and nothing is created", async () => {
    const service = provider({ timeout_ms: 300 })
    double.failNext("/v1/external/orders/create/adhoc", {
      status: 500,
      body: { message: "Trying to get property of non-object", status_code: 500 },
    })
    await expect(book(service)).rejects.toMatchObject({
      kind: "unavailable",
      message: "Shiprocket is unavailable (HTTP 500): Trying to get property of non-object. Nothing was booked; retrying is safe.",
    })
    double.failNext("/v1/external/courier/serviceability/", { hangMs: 1500 })
    await expect(book(service)).rejects.toMatchObject({
      kind: "unavailable",
      status: null,
      message: "Shiprocket is unavailable: no answer within 300 ms. Nothing was booked; retrying is safe.",
    })
    expect(double.orders).toHaveLength(0)
  })

  it("a refusal (422) carries Shiprocket's field messages", async () => {
    const order = sampleOrder({ email: "" })
    await expect(book(provider(), order as never)).rejects.toMatchObject({
      kind: "refused",
      status: 422,
      message: "Shiprocket refused the request (HTTP 422): Oops! Invalid Data. The billing email field is required.",
    })
  })

  it("cancels before pickup, and refuses once the parcel is picked up", async () => {
    const service = provider()
    const booked = await book(service)
    double.trackingAnswer = docs.trackingNone
    await service.cancelFulfillment(booked.data)
    expect(double.calls("/v1/external/orders/cancel")[0].body).toEqual({ ids: [16161616] })
    // Tracking that does not know the AWB yet (the docs' 404) is no scan either.
    const fresh = await book(service, sampleOrder({ custom_display_id: "ORD-1011" }) as never)
    double.failNext(`/v1/external/courier/track/awb/${fresh.data.awb}`, {
      status: 404,
      body: { message: "404 Not Found", status_code: 404 },
    })
    await service.cancelFulfillment(fresh.data)
    expect(double.calls("/v1/external/orders/cancel")).toHaveLength(2)

    const other = await book(service, sampleOrder({ custom_display_id: "ORD-1010" }) as never)
    double.trackingAnswer = docs.trackingDelivered
    await expect(service.cancelFulfillment(other.data)).rejects.toMatchObject({
      kind: "refused",
      message: expect.stringContaining("is already Delivered; it can no longer be cancelled"),
    })
    expect(double.calls("/v1/external/orders/cancel")).toHaveLength(2)
    // A fulfillment not booked with Shiprocket has nothing to cancel there.
    await expect(service.cancelFulfillment({})).resolves.toEqual({})
  })

  it("gives the label and the manifest (printed again once generated)", async () => {
    const service = provider()
    const booked = await book(service)
    expect(await service.document(booked.data, "label")).toEqual({ type: "label", url: docs.labelCreated.label_url })
    expect(await service.document(booked.data, "manifest")).toEqual({ type: "manifest", url: docs.manifestGenerated.manifest_url })
    expect(await service.manifest([booked.data])).toBe(docs.manifestPrinted.manifest_url)
    expect(double.calls("/v1/external/manifests/print")[0].body).toEqual({ order_ids: [16161616] })
    await expect(service.document(booked.data, "invoice")).rejects.toThrow('Shiprocket has no "invoice" document')
    expect(await service.getFulfillmentDocuments(booked.data)).toEqual([{ type: "label", url: docs.labelCreated.label_url }])
  })

  it("tracks an AWB: scans oldest first in IST, steps mapped, Shiprocket's estimate", async () => {
    const tracked = await provider().track("141123221084922")
    expect(tracked).toMatchObject({
      step: "delivered",
      statusCode: 7,
      statusLabel: "Delivered",
      estimatedDelivery: "2022-07-20T19:28:00+05:30",
    })
    expect(tracked.scans[0]).toMatchObject({ at: "2022-07-18T09:51:00+05:30", step: null, description: "Pending Manifest Data Received" })
    expect(tracked.scans.map((s) => s.step).slice(1)).toEqual([
      "booked",
      "shipped",
      "shipped",
      "shipped",
      "shipped",
      "out_for_delivery",
      "delivered",
    ])
  })

  it("books a reverse pickup for a return fulfillment: return order from the shopper to the warehouse, its AWB and pickup; refuses one without the shopper's address", async () => {
    const service = provider()
    const fulfillment = {
      items: [{ title: "Velvet Oud", sku: "P1", quantity: 1, line_item_id: "ordli_1" }],
      delivery_address: {
        company: "Sugandh",
        address_1: "12 Attar Gali",
        city: "Kannauj",
        province: "Uttar Pradesh",
        postal_code: "209725",
        phone: "9876500000",
      },
      metadata: {
        sugandh_reverse_pickup: {
          returnNumber: "ORD-1007-RET1",
          email: "asha@example.com",
          pickupAddress: {
            first_name: "Asha",
            address_1: "4 MG Road",
            city: "Bengaluru",
            province: "Karnataka",
            postal_code: "560001",
            phone: "9876543210",
          },
        },
      },
    }
    const result = await service.createReturnFulfillment(fulfillment)
    const sent = double.calls("/v1/external/orders/create/return")[0].body
    expect(sent).toMatchObject({
      order_id: "ORD-1007-RET1",
      pickup_pincode: "560001",
      shipping_pincode: "209725",
      payment_method: "Prepaid",
    })
    expect(double.calls("/v1/external/courier/assign/awb")[0].body).toMatchObject({ is_return: 1 })
    expect(double.calls("/v1/external/courier/generate/pickup")).toHaveLength(1)
    expect(result.data).toMatchObject({
      courier: "shiprocket",
      is_return: true,
      awb: expect.any(String),
      channel_order_id: "ORD-1007-RET1",
    })
    expect(result.labels?.[0]).toMatchObject({ tracking_number: (result.data as { awb: string }).awb })

    const before = double.requests.length
    await expect(
      service.createReturnFulfillment({ items: fulfillment.items, delivery_address: fulfillment.delivery_address })
    ).rejects.toThrow(/shopper's address/)
    expect(double.requests.length).toBe(before) // nothing asked of Shiprocket
  })

  it("refuses to start half-configured, and says which settings are missing", () => {
    expect(() => new ShiprocketFulfillmentProviderService({}, { email: "a@b.in", password: "", pickup_location: "" })).toThrow(
      "The Shiprocket provider needs password, pickup_location"
    )
  })

  it("prices like Standard Shipping: ₹99, free from ₹599 before coupons", async () => {
    const service = provider()
    expect(await service.calculatePrice({}, {}, { items: [{ unit_price: 299, quantity: 1 }] } as never)).toEqual({
      calculated_amount: 99,
      is_calculated_price_tax_inclusive: true,
    })
    expect((await service.calculatePrice({}, {}, { items: [{ unit_price: 599, quantity: 1 }] } as never)).calculated_amount).toBe(0)
  })
})
