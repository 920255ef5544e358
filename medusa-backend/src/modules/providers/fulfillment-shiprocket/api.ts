import { cachedToken } from "../courier-client/cached-token"
import { CourierError } from "../courier-client/courier-error"
import { createCourierHttp, type CourierHttp } from "../courier-client/http-client"
import { SHIPROCKET_TOKEN_TTL_MS, type ShiprocketSettings } from "./settings"

/**
 * Shiprocket's external API, the endpoints this shop calls, as documented at
 * https://apidocs.shiprocket.in/ (Shiprocket's published Postman collection;
 * each function names its section). Base URL: SHIPROCKET_API_URL
 * (https://apiv2.shiprocket.in). Every call but the login carries
 * `Authorization: Bearer <token>`; the generic client renews the token once on a 401.
 * Answers are typed with the fields we read; Shiprocket sends many more.
 */
export const COURIER_NAME = "Shiprocket"

export type AdhocOrderItem = {
  name: string
  sku: string
  units: number
  selling_price: number
  discount?: number
  tax?: number
  hsn?: string
}

export type AdhocOrderBody = {
  order_id: string
  order_date: string
  pickup_location: string
  billing_customer_name: string
  billing_last_name?: string
  billing_address: string
  billing_address_2?: string
  billing_city: string
  billing_pincode: string
  billing_state: string
  billing_country: string
  billing_email: string
  billing_phone: string
  shipping_is_billing: boolean
  order_items: AdhocOrderItem[]
  payment_method: "COD" | "Prepaid"
  shipping_charges: number
  giftwrap_charges: number
  transaction_charges: number
  total_discount: number
  sub_total: number
  length: number
  breadth: number
  height: number
  weight: number
}

/** "Create Return Order" (Return Orders): pickup_* is the shopper, shipping_* the shop's warehouse. */
export type ReturnOrderBody = {
  order_id: string
  order_date: string
  pickup_customer_name: string
  pickup_last_name?: string
  pickup_address: string
  pickup_address_2?: string
  pickup_city: string
  pickup_state: string
  pickup_country: string
  pickup_pincode: string
  pickup_email: string
  pickup_phone: string
  shipping_customer_name: string
  shipping_last_name?: string
  shipping_address: string
  shipping_address_2?: string
  shipping_city: string
  shipping_country: string
  shipping_pincode: string
  shipping_state: string
  shipping_phone: string
  order_items: { name: string; sku: string; units: number; selling_price: number }[]
  payment_method: "Prepaid"
  total_discount: number
  sub_total: number
  length: number
  breadth: number
  height: number
  weight: number
}

export type CreatedOrder = { order_id: number; shipment_id: number; status: string; status_code: number; awb_code: string | null }

export type ServiceableCourier = {
  courier_company_id: number
  courier_name: string
  is_surface?: boolean
  mode?: number
  cod?: number
  blocked?: number
  rate?: number
  freight_charge?: number
  estimated_delivery_days?: string
  etd?: string
}

export type Serviceability = {
  status?: number
  message?: string
  data?: { available_courier_companies?: ServiceableCourier[]; recommended_courier_company_id?: number }
}

export type ListedOrder = {
  id: number
  channel_order_id: string
  status: string
  status_code?: number
  payment_method?: string
  shipments?: {
    id: number
    awb?: string | null
    courier?: string | null
    pickup_scheduled_date?: string | null
    pickup_token_number?: string | null
  }[]
}

export type AwbAssignment = {
  awb_assign_status: number
  message?: string
  response?: {
    data?: {
      awb_code?: string
      courier_company_id?: number
      courier_name?: string
      shipment_id?: number
      pickup_scheduled_date?: string | null
    }
  }
}

export type PickupRequest = {
  pickup_status: number
  message?: string
  response?: { pickup_scheduled_date?: string; pickup_token_number?: string; data?: string }
}

export type Label = { label_created: number; label_url?: string; response?: string; not_created?: unknown[] }

export type TrackingActivity = {
  date: string
  status?: string
  activity: string
  location: string
  "sr-status"?: string
  "sr-status-label"?: string
}

export type Tracking = {
  tracking_data?: {
    track_status: number
    shipment_status?: number
    shipment_track?: {
      awb_code?: string
      current_status?: string
      courier_name?: string
      edd?: string | null
      delivered_date?: string | null
    }[]
    shipment_track_activities?: TrackingActivity[] | null
    track_url?: string
    etd?: string
    error?: string
  }
}

export type NdrActionRequest = {
  action: "re-attempt" | "return"
  comments: string
  phone?: string
  address1?: string
  deferred_date?: string
}

export type PickupAddress = { pickup_location: string; pin_code: string; city?: string; state?: string }

export type ShiprocketApi = ReturnType<typeof shiprocketApi>

export function shiprocketApi(settings: ShiprocketSettings, http?: CourierHttp) {
  const client =
    http ??
    createCourierHttp({
      courier: COURIER_NAME,
      baseUrl: settings.apiUrl,
      timeoutMs: settings.timeoutMs,
      token: cachedToken(async () => ({ token: await login(), ttlMs: SHIPROCKET_TOKEN_TTL_MS })),
    })

  // Authentication › Generate Token: POST /v1/external/auth/login {email, password} → {token, ...}
  // https://apidocs.shiprocket.in/ (Authentication API)
  async function login(): Promise<string> {
    const answer = await client.requestAnonymous<{ token?: string; message?: string }>("POST", "/v1/external/auth/login", {
      body: { email: settings.email, password: settings.password },
    })
    if (!answer.token) {
      throw new CourierError({
        courier: COURIER_NAME,
        kind: "refused",
        status: null,
        courierMessage: answer.message ?? "the login gave no token",
      })
    }
    return answer.token
  }

  return {
    login,

    // Pickup Addresses › Get All Pickup Locations: GET /v1/external/settings/company/pickup
    // https://apidocs.shiprocket.in/ (Pickup Addresses)
    async pickupLocations(): Promise<PickupAddress[]> {
      const answer = await client.request<{ data?: { shipping_address?: PickupAddress[] } }>("GET", "/v1/external/settings/company/pickup")
      return answer.data?.shipping_address ?? []
    },

    // Couriers › Check Courier Serviceability: GET /v1/external/courier/serviceability/
    // ?pickup_postcode&delivery_postcode&cod (1 COD, 0 prepaid)&weight (kg)[&declared_value]
    // https://apidocs.shiprocket.in/ (Couriers)
    async serviceability(query: {
      pickupPostcode: string
      deliveryPostcode: string
      cod: boolean
      weightKg: number
      declaredValue?: number
    }) {
      return client.request<Serviceability>("GET", "/v1/external/courier/serviceability/", {
        query: {
          pickup_postcode: query.pickupPostcode,
          delivery_postcode: query.deliveryPostcode,
          cod: query.cod ? 1 : 0,
          weight: query.weightKg,
          declared_value: query.declaredValue,
        },
      })
    },

    // Orders › Get all Orders: GET /v1/external/orders?search=<channel order_id> ("Search for AWB or by
    // Channel order_id"). Shiprocket has no idempotency key: this is how a retried booking finds the first.
    // https://apidocs.shiprocket.in/ (Orders)
    async ordersByChannelOrderId(channelOrderId: string): Promise<ListedOrder[]> {
      const answer = await client.request<{ data?: ListedOrder[] }>("GET", "/v1/external/orders", {
        query: { search: channelOrderId, per_page: 50 },
      })
      return answer.data ?? []
    },

    // Create Or Update Order › Create Custom Order: POST /v1/external/orders/create/adhoc
    // → {order_id (Shiprocket's), shipment_id, status: "NEW", ...}
    // https://apidocs.shiprocket.in/ (Create Or Update Order)
    async createAdhocOrder(body: AdhocOrderBody): Promise<CreatedOrder> {
      return client.request<CreatedOrder>("POST", "/v1/external/orders/create/adhoc", { body })
    },

    // Couriers › Generate AWB for Shipment: POST /v1/external/courier/assign/awb {shipment_id, courier_id}
    // → {awb_assign_status: 1, response: {data: {awb_code, courier_name, ...}}}
    // https://apidocs.shiprocket.in/ (Couriers)
    async assignAwb(shipmentId: number, courierId: number): Promise<AwbAssignment> {
      return client.request<AwbAssignment>("POST", "/v1/external/courier/assign/awb", {
        body: { shipment_id: shipmentId, courier_id: courierId },
      })
    },

    // Return Orders › Create Return Order: POST /v1/external/orders/create/return. "The parameter
    // specifications are the same as the custom order API" (pickup_* the buyer, shipping_* the seller), so
    // the answer is read as the custom order's: {order_id, shipment_id, status, status_code}.
    // https://apidocs.shiprocket.in/ (Return Orders); the parameter table is mirrored at
    // https://www.simworkflow.com/integration-operation/shiprocket-v1-external-orders-create-return-post-8dc
    async createReturnOrder(body: ReturnOrderBody): Promise<CreatedOrder> {
      return client.request<CreatedOrder>("POST", "/v1/external/orders/create/return", { body })
    },

    // Couriers › Generate AWB for Shipment for a return shipment: {shipment_id, is_return: 1}, no courier_id
    // (the account's courier priority chooses). `is_return` as the Postman collection's Generate AWB lists it;
    // not re-checked from this machine (the docs site is unreachable here). https://apidocs.shiprocket.in/ (Couriers)
    async assignReturnAwb(shipmentId: number): Promise<AwbAssignment> {
      return client.request<AwbAssignment>("POST", "/v1/external/courier/assign/awb", { body: { shipment_id: shipmentId, is_return: 1 } })
    },

    // Couriers › Request for Shipment Pickup: POST /v1/external/courier/generate/pickup {shipment_id: [id]}
    // → {pickup_status: 1, response: {pickup_scheduled_date, pickup_token_number, ...}}
    // https://apidocs.shiprocket.in/ (Couriers)
    async generatePickup(shipmentId: number): Promise<PickupRequest> {
      return client.request<PickupRequest>("POST", "/v1/external/courier/generate/pickup", { body: { shipment_id: [shipmentId] } })
    },

    // Labels | Manifests | Invoice › Generate Label: POST /v1/external/courier/generate/label {shipment_id: [ids]}
    // → {label_created: 1, label_url}
    // https://apidocs.shiprocket.in/ (Labels | Manifests | Invoice)
    async generateLabel(shipmentIds: number[]): Promise<Label> {
      return client.request<Label>("POST", "/v1/external/courier/generate/label", { body: { shipment_id: shipmentIds } })
    },

    // Labels | Manifests | Invoice › Generate Manifest: POST /v1/external/manifests/generate {shipment_id: [ids]}
    // → {status: 1, manifest_url}; 400 with already_manifested_shipment_ids when done before.
    // https://apidocs.shiprocket.in/ (Labels | Manifests | Invoice)
    async generateManifest(shipmentIds: number[]): Promise<{ status?: number; manifest_url?: string }> {
      return client.request("POST", "/v1/external/manifests/generate", { body: { shipment_id: shipmentIds } })
    },

    // Labels | Manifests | Invoice › Print Manifest: POST /v1/external/manifests/print {order_ids: [Shiprocket order ids]}
    // → {manifest_url}
    // https://apidocs.shiprocket.in/ (Labels | Manifests | Invoice)
    async printManifest(orderIds: number[]): Promise<{ manifest_url?: string }> {
      return client.request("POST", "/v1/external/manifests/print", { body: { order_ids: orderIds } })
    },

    // Create Or Update Order › Cancel an Order: POST /v1/external/orders/cancel {ids: [Shiprocket order ids]} → 204
    // https://apidocs.shiprocket.in/ (Create Or Update Order)
    async cancelOrders(orderIds: number[]): Promise<void> {
      await client.request("POST", "/v1/external/orders/cancel", { body: { ids: orderIds } })
    },

    // Tracking › Get Tracking through AWB: GET /v1/external/courier/track/awb/{awb_code}
    // → {tracking_data: {track_status, shipment_status, shipment_track_activities: [...], track_url, etd}}
    // https://apidocs.shiprocket.in/ (Tracking)
    async trackAwb(awb: string): Promise<Tracking> {
      return client.request<Tracking>("GET", `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`)
    },

    // NDR › Action NDR: POST /v1/external/ndr/{awb}/action {action: "re-attempt" | "return" | "fake-attempt",
    // comments (required), phone?, address1?, address2?, deferred_date? (YYYY-MM-DD, the preferred date)}.
    // https://apidocs.shiprocket.in/ (NDR); the same table is mirrored at
    // https://www.simworkflow.com/integration-operation/shiprocket-v1-external-ndr-awb-action-post-bd8
    // The docs show no answer body: a 2xx is the courier taking the request, an error status its refusal.
    async ndrAction(awb: string, body: NdrActionRequest): Promise<void> {
      await client.request("POST", `/v1/external/ndr/${encodeURIComponent(awb)}/action`, { body })
    },
  }
}
