import { shiprocketApi, type AdhocOrderBody, type ShiprocketApi } from "../api"
import * as docs from "./shiprocket-docs-fixtures"
import { ShiprocketDouble } from "./shiprocket-double"
import { settingsFor } from "./sample-order"
import { returnOrderBody } from "../return-booking"

/**
 * One contract test per Shiprocket endpoint the provider calls: the method and
 * path the docs give, the bearer token, the required fields, and the docs'
 * example answer read back. The double answers from the docs' examples.
 */
describe("Shiprocket API contract (https://apidocs.shiprocket.in/)", () => {
  const double = new ShiprocketDouble()
  let api: ShiprocketApi

  beforeAll(async () => {
    await double.start()
  })
  afterAll(() => double.stop())
  beforeEach(() => {
    api = shiprocketApi(settingsFor(double.url))
  })

  const lastCall = (path: string) => double.calls(path).at(-1)!
  const bearer = () => expect.stringMatching(/^Bearer docs-token-\d+$/)

  const adhocBody = (orderId: string): AdhocOrderBody => ({
    order_id: orderId,
    order_date: "2026-11-28 11:30",
    pickup_location: "Casa Moderna",
    billing_customer_name: "Naruto",
    billing_last_name: "Uzumaki",
    billing_address: "House 221B, Leaf Village",
    billing_address_2: "Near Hokage House",
    billing_city: "New Delhi",
    billing_pincode: "110002",
    billing_state: "Delhi",
    billing_country: "India",
    billing_email: "naruto@uzumaki.com",
    billing_phone: "9876543210",
    shipping_is_billing: true,
    order_items: [{ name: "Kunai", sku: "chakra123", units: 10, selling_price: 900, discount: 0, tax: 18 }],
    payment_method: "Prepaid",
    shipping_charges: 0,
    giftwrap_charges: 0,
    transaction_charges: 0,
    total_discount: 0,
    sub_total: 9000,
    length: 10,
    breadth: 15,
    height: 20,
    weight: 2.5,
  })

  it("POST /v1/external/auth/login: e-mail and password in the body, no token; answers the token", async () => {
    const token = await api.login()
    const call = lastCall("/v1/external/auth/login")
    expect(call.method).toBe("POST")
    expect(call.authorization).toBeUndefined()
    expect(call.body).toEqual({ email: "apiuser@example.com", password: "api-password" })
    expect(token).toMatch(/^docs-token-\d+$/)
  })

  it("GET /v1/external/settings/company/pickup: lists the pickup locations with their PIN", async () => {
    const locations = await api.pickupLocations()
    const call = lastCall("/v1/external/settings/company/pickup")
    expect(call.method).toBe("GET")
    expect(call.authorization).toEqual(bearer())
    expect(locations[0]).toMatchObject({ pickup_location: "Casa Moderna", pin_code: "122003" })
  })

  it("GET /v1/external/courier/serviceability/: pickup and delivery PIN, COD flag and weight as query; answers the couriers", async () => {
    const answer = await api.serviceability({
      pickupPostcode: "122003",
      deliveryPostcode: "175019",
      cod: true,
      weightKg: 0.5,
      declaredValue: 647,
    })
    const call = lastCall("/v1/external/courier/serviceability/")
    expect(call.method).toBe("GET")
    expect(call.authorization).toEqual(bearer())
    expect(call.query).toEqual({ pickup_postcode: "122003", delivery_postcode: "175019", cod: "1", weight: "0.5", declared_value: "647" })
    expect(answer.data?.recommended_courier_company_id).toBe(43)
    expect(answer.data?.available_courier_companies?.map((c) => [c.courier_company_id, c.courier_name, c.is_surface])).toEqual([
      [43, "Delhivery Surface", true],
      [225, "India Post-Business Parcel Surface Prepaid", true],
      [19, "Ecom Express Surface 2kg", true],
    ])

    await api.serviceability({ pickupPostcode: "122003", deliveryPostcode: "175019", cod: false, weightKg: 1 })
    expect(lastCall("/v1/external/courier/serviceability/").query.cod).toBe("0")
  })

  it("POST /v1/external/orders/create/adhoc: every required field; answers Shiprocket's order and shipment ids", async () => {
    const created = await api.createAdhocOrder(adhocBody("ORD-9001"))
    const call = lastCall("/v1/external/orders/create/adhoc")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    for (const field of docs.ADHOC_REQUIRED) {
      expect(call.body).toHaveProperty(field)
    }
    expect(created).toMatchObject({ status: "NEW", status_code: 1, awb_code: null })
    expect(created.order_id).toEqual(expect.any(Number))
    expect(created.shipment_id).toEqual(expect.any(Number))
  })

  it("GET /v1/external/orders?search=: finds an order by the channel order id we gave it", async () => {
    const created = await api.createAdhocOrder(adhocBody("ORD-9002"))
    const found = await api.ordersByChannelOrderId("ORD-9002")
    const call = lastCall("/v1/external/orders")
    expect(call.method).toBe("GET")
    expect(call.authorization).toEqual(bearer())
    expect(call.query.search).toBe("ORD-9002")
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ id: created.order_id, channel_order_id: "ORD-9002", status: "NEW" })
    expect(found[0].shipments?.[0].id).toBe(created.shipment_id)
  })

  it("POST /v1/external/courier/assign/awb: shipment and courier id; answers the AWB and courier", async () => {
    const created = await api.createAdhocOrder(adhocBody("ORD-9003"))
    const assigned = await api.assignAwb(created.shipment_id, 43)
    const call = lastCall("/v1/external/courier/assign/awb")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    expect(call.body).toEqual({ shipment_id: created.shipment_id, courier_id: 43 })
    expect(assigned.awb_assign_status).toBe(1)
    expect(assigned.response?.data).toMatchObject({ awb_code: "321055706540", courier_company_id: 43, courier_name: "Delhivery Surface" })
  })

  it("POST /v1/external/courier/generate/pickup: the shipment id as an array; answers the pickup date and token", async () => {
    const created = await api.createAdhocOrder(adhocBody("ORD-9004"))
    const pickup = await api.generatePickup(created.shipment_id)
    const call = lastCall("/v1/external/courier/generate/pickup")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    expect(call.body).toEqual({ shipment_id: [created.shipment_id] })
    expect(pickup).toMatchObject({
      pickup_status: 1,
      response: { pickup_scheduled_date: "2021-12-10 12:39:54", pickup_token_number: "Reference No: 194_BIGFOOT 1966840_11122021" },
    })
  })

  it("POST /v1/external/courier/generate/label: shipment ids as an array; answers the label PDF URL", async () => {
    const label = await api.generateLabel([16104408])
    const call = lastCall("/v1/external/courier/generate/label")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    expect(call.body).toEqual({ shipment_id: [16104408] })
    expect(label).toEqual(docs.labelCreated)
  })

  it("POST /v1/external/manifests/generate: shipment ids; answers the manifest URL", async () => {
    const manifest = await api.generateManifest([16090109])
    const call = lastCall("/v1/external/manifests/generate")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    expect(call.body).toEqual({ shipment_id: [16090109] })
    expect(manifest.manifest_url).toBe(docs.manifestGenerated.manifest_url)
  })

  it("POST /v1/external/manifests/print: Shiprocket order ids; answers the printed manifest URL", async () => {
    const printed = await api.printManifest([16161616])
    const call = lastCall("/v1/external/manifests/print")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    expect(call.body).toEqual({ order_ids: [16161616] })
    expect(printed.manifest_url).toBe(docs.manifestPrinted.manifest_url)
  })

  it("POST /v1/external/orders/cancel: Shiprocket order ids; 204 and the order is cancelled", async () => {
    const created = await api.createAdhocOrder(adhocBody("ORD-9005"))
    await expect(api.cancelOrders([created.order_id])).resolves.toBeUndefined()
    const call = lastCall("/v1/external/orders/cancel")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    expect(call.body).toEqual({ ids: [created.order_id] })
    expect((await api.ordersByChannelOrderId("ORD-9005"))[0].status).toBe("CANCELED")
  })

  it("GET /v1/external/courier/track/awb/{awb}: answers the status, scans and tracking URL", async () => {
    const tracking = await api.trackAwb("141123221084922")
    const call = lastCall("/v1/external/courier/track/awb/141123221084922")
    expect(call.method).toBe("GET")
    expect(call.authorization).toEqual(bearer())
    expect(tracking.tracking_data).toMatchObject({
      track_status: 1,
      shipment_status: 7,
      track_url: "https://shiprocket.co//tracking/141123221084922",
    })
    expect(tracking.tracking_data?.shipment_track_activities).toHaveLength(8)
  })

  it("POST /v1/external/ndr/{awb}/action: action and comments required, phone, address1 and the preferred date passed on", async () => {
    const request = {
      action: "re-attempt" as const,
      comments: "Shopper asked for a new attempt",
      phone: "9876543210",
      deferred_date: "2026-12-02",
    }
    await expect(api.ndrAction("141123221084922", request)).resolves.toBeUndefined()
    const call = lastCall("/v1/external/ndr/141123221084922/action")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    expect(call.body).toEqual(request)
    // The courier refuses a request without its required fields; the client says so in the courier's words.
    await expect(api.ndrAction("141123221084922", { action: "return", comments: "" })).rejects.toMatchObject({
      courierMessage: expect.stringContaining("Invalid Data"),
    })
  })
  it("POST /v1/external/orders/create/return: pickup (the shopper) and shipping (the shop) fields, every required one; answers the return order and shipment ids", async () => {
    const body = returnOrderBody({
      pickup: {
        returnNumber: "ORD-9101-RET1",
        email: "naruto@uzumaki.com",
        pickupAddress: {
          first_name: "Naruto",
          address_1: "House 221B, Leaf Village",
          city: "New Delhi",
          province: "Delhi",
          postal_code: "110002",
          phone: "+91 98765 43210",
          country_code: "in",
        },
      },
      destination: {
        company: "Sugandh",
        address_1: "12 Attar Gali",
        city: "Kannauj",
        province: "Uttar Pradesh",
        postal_code: "209725",
        phone: "9876500000",
        country_code: "in",
      },
      items: [{ title: "Velvet Oud", sku: "P1", quantity: 2 }],
      parcel: { unitWeightKg: 0.35, lengthCm: 20, breadthCm: 15, heightCm: 10 },
      now: new Date("2026-11-28T06:00:00Z"),
    })
    const created = await api.createReturnOrder(body)
    const call = lastCall("/v1/external/orders/create/return")
    expect(call.method).toBe("POST")
    expect(call.authorization).toEqual(bearer())
    for (const field of docs.RETURN_REQUIRED)
      expect([field, call.body[field] !== undefined && call.body[field] !== ""]).toEqual([field, true])
    expect(call.body).toMatchObject({
      order_id: "ORD-9101-RET1",
      order_date: "2026-11-28 11:30",
      pickup_pincode: "110002",
      pickup_phone: "9876543210",
      shipping_pincode: "209725",
      payment_method: "Prepaid",
      order_items: [{ name: "Velvet Oud", sku: "P1", units: 2, selling_price: 0 }],
      weight: 0.7,
    })
    expect(created).toMatchObject({ status: "RETURN PENDING", status_code: 21 })
    expect(created.shipment_id).toEqual(expect.any(Number))
    // The return's AWB: Generate AWB with is_return and no courier (the account's priority chooses).
    const assigned = await api.assignReturnAwb(created.shipment_id)
    expect(lastCall("/v1/external/courier/assign/awb").body).toEqual({ shipment_id: created.shipment_id, is_return: 1 })
    expect(assigned.response?.data?.awb_code).toEqual(expect.any(String))
    // A missing pickup field is the docs' 422, read as the courier's refusal.
    await expect(api.createReturnOrder({ ...body, pickup_pincode: "" })).rejects.toMatchObject({
      courierMessage: expect.stringContaining("pickup pincode"),
    })
  })
})
