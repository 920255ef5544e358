import type { ServiceableCourier } from "../api"

/**
 * Answers copied from the examples in Shiprocket's API documentation
 * (https://apidocs.shiprocket.in/, its published Postman collection: each
 * request's "Successful Call" / error example). Trimmed only where an answer
 * repeats itself (the serviceability list keeps its three couriers whole).
 * The login's example answer is not published; its shape (`token` beside the
 * API user's details) is what the Authentication section describes.
 */
export const loginAnswer = (token: string) => ({
  company_id: 25149,
  created_at: "2019-07-23 11:11:33",
  email: "apiuser@example.com",
  first_name: "API",
  id: 185595,
  last_name: "User",
  token,
})

/** Authentication failure, as the documented 401 example ("Unauthenticated."). */
export const unauthenticated = { message: "Unauthenticated." }

/** Pickup Addresses › Get All Pickup Locations, Successful Call. */
export const pickupLocations = {
  data: {
    shipping_address: [
      {
        id: 4984500,
        pickup_location: "Casa Moderna",
        address_type: null,
        address: "1900 GF, Sector 45",
        address_2: "near Park 1",
        updated_address: false,
        old_address: "",
        old_address2: "",
        tag: "",
        tag_value: "",
        instruction: "",
        city: "Gurgaon",
        state: "Haryana",
        country: "India",
        pin_code: "122003",
        email: "abcxyz@gmail.com",
        is_first_mile_pickup: 0,
        phone: "9667667496",
        name: "CASA MODERNA",
        company_id: 1138022,
        gstin: null,
        vendor_name: null,
        status: 2,
        phone_verified: 1,
        lat: "28.44786453607",
        long: "77.074250297017",
        open_time: null,
        close_time: null,
        warehouse_code: null,
        alternate_phone: "",
        rto_address_id: 4984500,
        lat_long_status: 1,
        new: 1,
        associated_rto_address: null,
        is_primary_location: 1,
      },
    ],
    allow_more: "true",
    is_blackbox_seller: false,
    company_name: "CASA MODERNA",
    recent_addresses: [],
  },
}

const courier = (fields: Record<string, unknown> & ServiceableCourier): ServiceableCourier & Record<string, unknown> => ({
  air_max_weight: "0.00",
  assured_amount: 0,
  base_courier_id: null,
  base_weight: "",
  blocked: 0,
  call_before_delivery: "Available",
  cod: 1,
  cod_charges: 0,
  cost: "",
  courier_type: "0",
  delivery_boy_contact: "Not Available",
  description: "",
  edd: "",
  entry_tax: 0,
  is_custom_rate: 0,
  is_hyperlocal: false,
  is_international: 0,
  is_rto_address_available: true,
  is_surface: true,
  local_region: 0,
  metro: 0,
  mode: 0,
  new_edd: 0,
  odablock: false,
  other_charges: 0,
  pickup_availability: "0",
  pickup_priority: "",
  pickup_supress_hours: 0,
  qc_courier: 0,
  rank: "",
  seconds_left_for_pickup: 0,
  secure_shipment_disabled: false,
  ship_type: 1,
  suppress_date: "",
  suppress_text: "",
  suppression_dates: null,
  volumetric_max_weight: null,
  ...fields,
})

/** Couriers › Check Courier Serviceability, Successful Call (its three couriers, all surface; Delhivery Surface recommended). */
export const serviceability = () => ({
  company_auto_shipment_insurance_setting: true,
  covid_zones: { delivery_zone: null, pickup_zone: null },
  currency: "INR",
  data: {
    available_courier_companies: [
      courier({
        charge_weight: 0.5,
        city: "Mandi",
        cod_multiplier: 0.01,
        courier_company_id: 43,
        courier_name: "Delhivery Surface",
        coverage_charges: 0,
        cutoff_time: "11:00",
        delivery_performance: 5,
        estimated_delivery_days: "4",
        etd: "Jul 01, 2024",
        etd_hours: 91,
        freight_charge: 54,
        id: 459245934,
        is_custom_rate: 1,
        min_weight: 0.5,
        others: '{"allow_postcode_auto_sync":1,"cancel_real_time":true}',
        pickup_performance: 4.7,
        pod_available: "Instant",
        postcode: "175019",
        rate: 54,
        rating: 4.9,
        realtime_tracking: "Real Time",
        region: 1,
        rto_charges: 54,
        rto_performance: 5,
        state: "Himachal Pradesh",
        surface_max_weight: "4.00",
        tracking_performance: 5,
        weight_cases: 4.6,
        zone: "z_e",
      }),
      courier({
        charge_weight: 2,
        city: "MANDI",
        cod_multiplier: 0,
        courier_company_id: 225,
        courier_name: "India Post-Business Parcel Surface Prepaid",
        coverage_charges: 8.71,
        cutoff_time: "10:00",
        delivery_performance: 4.5,
        estimated_delivery_days: "8",
        etd: "Jul 05, 2024",
        etd_hours: 184,
        freight_charge: 123.9,
        id: 396397972,
        min_weight: 2,
        others: '{"cancel_real_time":true}',
        pickup_performance: 4.4,
        pod_available: "On Request",
        postcode: "175019",
        rate: 123.9,
        rating: 4.4,
        realtime_tracking: "Real Time",
        region: 5,
        rto_charges: 0,
        rto_performance: 4.4,
        state: "HIMACHAL PRADESH",
        surface_max_weight: "35.00",
        tracking_performance: 4.5,
        volumetric_max_weight: 35,
        weight_cases: 4.2,
        zone: "z_e",
      }),
      courier({
        charge_weight: 2,
        city: "SUNDERNAGAR",
        cod_multiplier: 0,
        courier_company_id: 19,
        courier_name: "Ecom Express Surface 2kg",
        coverage_charges: 0,
        cutoff_time: "11:00",
        delivery_performance: 5,
        estimated_delivery_days: "6",
        etd: "Jul 03, 2024",
        etd_hours: 144,
        freight_charge: 150.12,
        id: 456774028,
        min_weight: 2,
        others: '{"allow_postcode_auto_sync":1,"cancel_real_time":true,"wec":1}',
        pickup_performance: 4.5,
        pod_available: "Instant",
        postcode: "175019",
        rate: 150.12,
        rating: 4.62,
        realtime_tracking: "Real Time",
        region: 1,
        rto_charges: 142.6,
        rto_performance: 5,
        state: "HIMACHAL PRADESH",
        surface_max_weight: "30.00",
        tracking_performance: 4,
        weight_cases: 4.6,
        zone: "z_e",
      }),
    ],
    blocked_courier_companies: [
      { block_reason: "Operational Issues", courier_company_id: 33, courier_name: "Xpressbees Air", postcode: "175019" },
    ],
    child_courier_id: null,
    is_recommendation_enabled: 1,
    recommendation_advance_rule: 0,
    recommended_by: { id: 6, title: "Recommendation By Shiprocket" },
    recommended_courier_company_id: 43,
    shiprocket_recommended_courier_id: 43,
  },
  dg_courier: 0,
  eligible_for_insurance: false,
  insurace_opted_at_order_creation: false,
  is_allow_templatized_pricing: true,
  is_latlong: 0,
  is_old_zone_opted: false,
  is_zone_from_mongo: true,
  label_generate_type: 2,
  on_new_zone: 2,
  seller_address: [],
  status: 200,
  user_insurance_manadatory: false,
})

/**
 * An air courier as the couriers list documents one (Blue Dart: mode 1), in
 * the serviceability answer's shape, cheaper than every surface one.
 */
export const airCourier = courier({
  courier_company_id: 1,
  courier_name: "Blue Dart",
  is_surface: false,
  mode: 1,
  rate: 40,
  freight_charge: 40,
  estimated_delivery_days: "2",
})

/** Serviceability's documented "Invalid Data" answer (HTTP 200 with a status inside). */
export const serviceabilityInvalid = { status: 404, message: "Order does not exist!" }

/** Create Or Update Order › Create Custom Order, Successful Call. */
export const adhocCreated = (orderId: number, shipmentId: number) => ({
  order_id: orderId,
  shipment_id: shipmentId,
  status: "NEW",
  status_code: 1,
  onboarding_completed_now: 0,
  awb_code: null,
  courier_company_id: null,
  courier_name: null,
})

/** Create Custom Order's required fields (the docs' parameter table). */
export const ADHOC_REQUIRED = [
  "order_id",
  "order_date",
  "pickup_location",
  "billing_customer_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
  "shipping_is_billing",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
]

/**
 * Return Orders › Create Return Order's required fields (the docs' parameter table, "YES" rows, less
 * channel_id: "'Custom' channel id is selected in case parameter is not filled").
 */
export const RETURN_REQUIRED = [
  "order_id",
  "order_date",
  "pickup_customer_name",
  "pickup_address",
  "pickup_city",
  "pickup_state",
  "pickup_country",
  "pickup_pincode",
  "pickup_email",
  "pickup_phone",
  "shipping_customer_name",
  "shipping_address",
  "shipping_city",
  "shipping_country",
  "shipping_pincode",
  "shipping_state",
  "shipping_phone",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
]

/** Create Return Order answers as the custom order does (the docs: the same specifications), with a return's status. */
export const returnCreated = (orderId: number, shipmentId: number) => ({
  order_id: orderId,
  shipment_id: shipmentId,
  status: "RETURN PENDING",
  status_code: 21,
})

/** Create Custom Order, Missing Fields (422). */
export const adhocMissing = (field: string) => ({
  message: "Oops! Invalid Data.",
  errors: { [field]: [`The ${field.replace(/_/g, " ")} field is required.`] },
  status_code: 422,
})

/** What the double sets in a listed order: its ids, status, AWB, courier and pickup. */
export type ListedOrderFacts = {
  id: number
  channelOrderId: string
  status: string
  statusCode: number
  shipmentId: number
  awb: string
  courier: string
  pickupDate: string | null
}

/** Orders › Get all Orders, one order of the documented list (its ids and status set by the double). */
export const listedOrder = (o: ListedOrderFacts) => ({
  id: o.id,
  channel_id: 76893,
  channel_name: "CUSTOM",
  base_channel_code: "CS",
  channel_order_id: o.channelOrderId,
  customer_name: "Naruto Uzumaki",
  customer_email: "naruto@uzumaki.com",
  customer_phone: "9876543210",
  pickup_location: "Casa Moderna",
  payment_status: "",
  total: "9000.00",
  tax: "0.00",
  sla: "2 days",
  shipping_method: "SR",
  expedited: 0,
  status: o.status,
  status_code: o.statusCode,
  payment_method: "prepaid",
  is_international: 0,
  purpose_of_shipment: 0,
  channel_created_at: "24 Jul 2019, 11:11 AM",
  created_at: "31 Jul 2019, 02:39 PM",
  products: [
    {
      id: 18766013,
      channel_order_product_id: "18766013",
      name: "Kunai",
      channel_sku: "chakra123",
      quantity: 10,
      product_id: 17484610,
      available: 50,
      status: "UNDEFINED",
      hsn: "441122",
    },
  ],
  shipments: [
    {
      id: o.shipmentId,
      isd_code: "+91",
      courier: o.courier,
      weight: 0,
      dimensions: "0.00x0.00x0.00",
      pickup_scheduled_date: o.pickupDate,
      pickup_token_number: null,
      awb: o.awb,
      return_awb: "",
      volumetric_weight: 0,
      pod: null,
      etd: "NA",
      rto_delivered_date: "0000-00-00 00:00:00",
      delivered_date: null,
      etd_escalation_btn: false,
    },
  ],
  activities: ["ORDER_CREATED"],
  allow_return: 0,
  is_incomplete: 0,
  errors: [],
  show_escalation_btn: 0,
  escalation_status: "",
  escalation_history: [],
})

export const ordersPage = (data: unknown[]) => ({
  data,
  meta: { pagination: { total: data.length, count: data.length, per_page: 50, current_page: 1, total_pages: 1, links: {} } },
})

/** Couriers › Generate AWB for Shipment, Successful Call. */
export const awbAssigned = (shipmentId: number, orderId: number, courierId: number, courierName: string, awb = "321055706540") => ({
  awb_assign_status: 1,
  response: {
    data: {
      courier_company_id: courierId,
      awb_code: awb,
      cod: 0,
      order_id: orderId,
      shipment_id: shipmentId,
      awb_code_status: 1,
      assigned_date_time: { date: "2022-11-25 11:17:52.878599", timezone_type: 3, timezone: "Asia/Kolkata" },
      applied_weight: 0.5,
      company_id: 25149,
      courier_name: courierName,
      child_courier_name: null,
      pickup_scheduled_date: "2022-11-25 14:00:00",
      routing_code: "",
      rto_routing_code: "",
      invoice_no: "retail5769122647118",
      transporter_id: "",
      transporter_name: "",
      shipped_by: {
        shipper_company_name: "manoj",
        shipper_address_1: "Aligarh",
        shipper_address_2: "noida",
        shipper_city: "Jammu",
        shipper_state: "Jammu & Kashmir",
        shipper_country: "India",
        shipper_postcode: "110030",
        shipper_first_mile_activated: 0,
        shipper_phone: "8976967989",
        lat: "32.731899",
        long: "74.860376",
        shipper_email: "hdhd@gshd.com",
        rto_company_name: "test",
        rto_address_1: "Unnamed Road, Bengaluru, Karnataka 560060, India",
        rto_address_2: "Katrabrahmpur",
        rto_city: "Bangalore",
        rto_state: "Karnataka",
        rto_country: "India",
        rto_postcode: "560060",
        rto_phone: "9999999999",
        rto_email: "test@test.com",
      },
    },
  },
})

/** Generate AWB, Missing Fields (422). */
export const awbMissing = {
  message: "Required field missing",
  errors: { shipment_id: ["The shipment id field is required."] },
  status_code: 422,
}

/** Couriers › Request for Shipment Pickup, Successful Call. */
export const pickupGenerated = {
  pickup_status: 1,
  response: {
    pickup_scheduled_date: "2021-12-10 12:39:54",
    pickup_token_number: "Reference No: 194_BIGFOOT 1966840_11122021",
    status: 3,
    others: "{}",
    pickup_generated_date: { date: "2021-12-10 12:39:54.034695", timezone_type: 3, timezone: "Asia/Kolkata" },
    data: "Pickup is confirmed by Xpressbees 1kg For AWB :- 143254213727423",
  },
}

/** Labels › Generate Label, Successful Call. */
export const labelCreated = {
  label_created: 1,
  label_url: "https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/25149/labels/shipping-label-16104408-788830567028.pdf",
  response: "Label has been created and uploaded successfully!",
  not_created: [],
}

/** Manifests › Generate Manifest, Successful Call and its Bad Request (already generated). */
export const manifestGenerated = {
  status: 1,
  manifest_url: "https://s3-ap-southeast-1.amazonaws.com/kr-shipmultichannel/25149/manifest/MANIFEST-3051.pdf",
}
export const manifestAlready = (ids: number[]) => ({
  message: "Manifest already generated for some shipment_ids, Please try again after removin them",
  status_code: 400,
  already_manifested_shipment_ids: ids,
})

/** Manifests › Print Manifest, Successful Call. */
export const manifestPrinted = {
  manifest_url:
    "https://s3-ap-southeast-1.amazonaws.com/kr-shipmultichannel/manifest/c_25149/print_manifests/115261_fedex-surface_D52FE1564654197.pdf",
}

/** Tracking › Get Tracking through AWB, Successful Call (a delivered shipment). */
export const trackingDelivered = {
  tracking_data: {
    track_status: 1,
    shipment_status: 7,
    shipment_track: [
      {
        id: 236612717,
        awb_code: "141123221084922",
        courier_company_id: 51,
        shipment_id: 236612717,
        order_id: 237157589,
        pickup_date: "2022-07-18 20:28:00",
        delivered_date: "2022-07-19 11:37:00",
        weight: "0.30",
        packages: 1,
        current_status: "Delivered",
        delivered_to: "Chittoor",
        destination: "Chittoor",
        consignee_name: "",
        origin: "Banglore",
        courier_agent_details: null,
        courier_name: "Xpressbees Surface",
        edd: null,
        pod: "Available",
        pod_status: "https://s3-ap-southeast-1.amazonaws.com/kr-shipmultichannel/courier/51/pod/141123221084922.png",
      },
    ],
    shipment_track_activities: [
      {
        date: "2022-07-19 11:37:00",
        status: "DLVD",
        activity: "Delivered",
        location: "MADANPALLI, Madanapalli, ANDHRA PRADESH",
        "sr-status": "7",
        "sr-status-label": "DELIVERED",
      },
      {
        date: "2022-07-19 08:57:00",
        status: "OFD",
        activity:
          "Out for Delivery Out for delivery: 383439-Nandinayani Reddy Bhaskara Sitics Logistics  (356231) (383439)-PDS22200085719383439-FromMob , MobileNo:- 9963133564",
        location: "MADANPALLI, Madanapalli, ANDHRA PRADESH",
        "sr-status": "17",
        "sr-status-label": "OUT FOR DELIVERY",
      },
      {
        date: "2022-07-19 07:33:00",
        status: "RAD",
        activity: "Reached at Destination Shipment BagOut From Bag : nxbg03894488",
        location: "MADANPALLI, Madanapalli, ANDHRA PRADESH",
        "sr-status": "38",
        "sr-status-label": "REACHED AT DESTINATION HUB",
      },
      {
        date: "2022-07-18 21:02:00",
        status: "IT",
        activity: "InTransit Shipment added in Bag nxbg03894488",
        location: "BLR/FC1, BANGALORE, KARNATAKA",
        "sr-status": "18",
        "sr-status-label": "IN TRANSIT",
      },
      {
        date: "2022-07-18 20:28:00",
        status: "PKD",
        activity: "Picked Shipment InScan from Manifest",
        location: "BLR/FC1, BANGALORE, KARNATAKA",
        "sr-status": "6",
        "sr-status-label": "SHIPPED",
      },
      {
        date: "2022-07-18 13:50:00",
        status: "PUD",
        activity: "PickDone ",
        location: "RTO/CHD, BANGALORE, KARNATAKA",
        "sr-status": "42",
        "sr-status-label": "PICKED UP",
      },
      {
        date: "2022-07-18 10:04:00",
        status: "OFP",
        activity: "Out for Pickup ",
        location: "RTO/CHD, BANGALORE, KARNATAKA",
        "sr-status": "19",
        "sr-status-label": "OUT FOR PICKUP",
      },
      {
        date: "2022-07-18 09:51:00",
        status: "DRC",
        activity: "Pending Manifest Data Received",
        location: "RTO/CHD, BANGALORE, KARNATAKA",
        "sr-status": "NA",
        "sr-status-label": "NA",
      },
    ],
    track_url: "https://shiprocket.co//tracking/141123221084922",
    etd: "2022-07-20 19:28:00",
    qc_response: { qc_image: "", qc_failed_reason: "" },
  },
}

/** Tracking through AWB, Invalid Data: no scans yet. */
export const trackingNone = {
  tracking_data: {
    track_status: 0,
    error: "Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.",
  },
}

/** Cancel an Order, Invalid Data (500). */
export const cancelInvalid = { message: "Trying to get property of non-object", status_code: 500 }

/**
 * Webhooks › shipment tracking update: the documented sample body
 * (https://apidocs.shiprocket.in/, "Webhooks": POST, JSON, `x-api-key` with the
 * panel's token), its AWB, current status and scans given by the test. The
 * sample's awb is a number; `current_status_id` is its own numbering (20 for
 * "IN TRANSIT"), `shipment_status_id` the Shipment Status Codes table's.
 */
export type WebhookScan = {
  date: string
  status: string
  activity: string
  location: string
  "sr-status": string
  "sr-status-label": string
}

export const webhookUpdate = (input: {
  awb: string | number
  status: string
  statusId: number
  timestamp: string
  scans: WebhookScan[]
  isReturn?: boolean
}) => ({
  awb: input.awb,
  courier_name: "Delhivery Surface",
  current_status: input.status,
  current_status_id: 20,
  shipment_status: input.status,
  shipment_status_id: input.statusId,
  current_timestamp: input.timestamp,
  order_id: "1373900_150876814",
  sr_order_id: 348456385,
  awb_assigned_date: "2023-05-19 11:59:16",
  pickup_scheduled_date: "2023-05-19 11:59:17",
  etd: "2023-05-23 15:40:19",
  scans: input.scans,
  is_return: input.isReturn ? 1 : 0,
  channel_id: 3422553,
  pod_status: "OTP Based Delivery",
  pod: "Not Available",
})

/** Scans as the webhook sample lists them ("date" in Indian time, "sr-status" the status code). */
export const webhookScans = {
  manifested: {
    date: "2023-05-19 11:59:16",
    status: "X-UCI",
    activity: "Manifested - Manifest uploaded",
    location: "Chomu_SamodRd_D (Rajasthan)",
    "sr-status": "5",
    "sr-status-label": "MANIFEST GENERATED",
  },
  pickedUp: {
    date: "2023-05-19 16:10:38",
    status: "X-PPOM",
    activity: "In Transit - Shipment picked up",
    location: "Chomu_SamodRd_D (Rajasthan)",
    "sr-status": "42",
    "sr-status-label": "PICKED UP",
  },
  inTransit: {
    date: "2023-05-20 08:02:11",
    status: "X-DLL2F",
    activity: "In Transit - Shipment Recieved at Facility",
    location: "Bangalore_Nelmngla_H (Karnataka)",
    "sr-status": "18",
    "sr-status-label": "IN TRANSIT",
  },
  outForDelivery: {
    date: "2023-05-23 09:12:40",
    status: "X-DDD3FD",
    activity: "Dispatched - Out for delivery",
    location: "Bangalore_Koramangala_D (Karnataka)",
    "sr-status": "17",
    "sr-status-label": "OUT FOR DELIVERY",
  },
  undelivered: {
    date: "2023-05-23 18:40:02",
    status: "EOD-74",
    activity: "Pending - Consignee Unavailable",
    location: "Bangalore_Koramangala_D (Karnataka)",
    "sr-status": "21",
    "sr-status-label": "UNDELIVERED",
  },
  delivered: {
    date: "2023-05-24 13:05:55",
    status: "EOD-38",
    activity: "Delivered - Delivered to consignee",
    location: "Bangalore_Koramangala_D (Karnataka)",
    "sr-status": "7",
    "sr-status-label": "DELIVERED",
  },
  rtoInitiated: {
    date: "2023-05-25 10:00:00",
    status: "RT-101",
    activity: "Returned - Return initiated",
    location: "Bangalore_Koramangala_D (Karnataka)",
    "sr-status": "9",
    "sr-status-label": "RTO INITIATED",
  },
  rtoDelivered: {
    date: "2023-05-28 15:30:00",
    status: "RT-110",
    activity: "RTO - Delivered to shipper",
    location: "Chomu_SamodRd_D (Rajasthan)",
    "sr-status": "10",
    "sr-status-label": "RTO DELIVERED",
  },
} satisfies Record<string, WebhookScan>
