import type { CartItem, CartView, ConfigAnswer, Order, PincodeAnswer, User } from "@sugandh/contract"

/**
 * Answers of the backend that keep the contract (@sugandh/contract): the client
 * parses every answer with its schema, so a test's answer must be a whole one.
 * Each builder takes the fields a test cares about.
 */

/** A cart answer with its lines and the totals the server would send for them (no shipping, no coupon). */
export function cartAnswer(lines: CartItem[], extra: Partial<CartView> & { message?: string } = {}): CartView & { message?: string } {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0)
  return {
    cart: lines,
    totals: { subtotal, shipping: 0, codFee: 0, discount: 0, tax: 0, total: subtotal, itemCount },
    coupon: null,
    ...extra,
  }
}

/** GET /api/config with empty contacts and no gift wrap or COD offer unless a test sets them. */
export function configAnswer(over: Partial<ConfigAnswer> = {}): ConfigAnswer {
  return {
    publishableKey: "pk_test",
    regionId: "reg_1",
    currency: "inr",
    storeName: "Sugandh",
    contact: { phone: "", email: "", whatsapp: "", hours: "" },
    social: { instagram: "", facebook: "", youtube: "" },
    festivalCode: null,
    gst: { gstin: "" },
    giftWrap: { price: 0, tax: 0, messageMaxLength: 200 },
    cod: { fee: 0, tax: 0, maxOrder: 0, confirmHours: 24 },
    ...over,
  }
}

/** GET /api/pincodes/:pin: Lucknow (serviceable, COD, 2 to 4 days) unless a test sets other fields. */
export function pincodeAnswer(over: Partial<PincodeAnswer> = {}): PincodeAnswer {
  return {
    pin: "226001",
    district: "Lucknow",
    state: "Uttar Pradesh",
    stateCode: "09",
    serviceable: true,
    cod: true,
    deliveryDays: { min: 2, max: 4 },
    estimatedDelivery: { from: "2026-11-26", to: "2026-11-28" },
    ...over,
  }
}

/** A PIN we do not deliver to: Leh. */
export const UNSERVED_PIN = {
  pin: "194101",
  district: "Leh",
  state: "Ladakh",
  stateCode: "38",
  serviceable: false,
  cod: false,
  deliveryDays: null,
  estimatedDelivery: null,
}

/** The user object of /api/auth answers: a verified customer with a password account. */
export function userAnswer(over: Partial<User> = {}): User {
  return {
    _id: "cus_1",
    id: "cus_1",
    firstName: "Meera",
    lastName: "Iyer",
    name: "Meera Iyer",
    email: "meera@example.com",
    phone: "",
    address: "",
    addressDetails: null,
    role: "customer",
    isEmailVerified: true,
    isGoogleAccount: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...over,
  }
}

/** An order as /api answers it: Meera's pending UPI order ORD-1002 of one ₹299 perfume to Bengaluru, unless a test sets other fields. */
export function orderAnswer(over: Partial<Order> = {}): Order {
  return {
    _id: "order_1",
    id: "order_1",
    orderNumber: "ORD-1002",
    createdAt: "2026-11-05T10:00:00Z",
    orderStatus: "pending",
    paymentMethod: "qr-code",
    paymentStatus: "pending",
    subtotal: 299,
    shipping: 99,
    discount: 0,
    tax: 0,
    total: 398,
    amountPaid: 0,
    amountDue: 398,
    amountRefunded: 0,
    gatewayPaymentId: null,
    gatewayPayments: [],
    giftWrap: 0,
    giftMessage: null,
    codFee: 0,
    codConfirmedAt: null,
    couponCode: null,
    items: [{ productId: "P1", name: "Rose Oud", image: null, category: "perfumes", quantity: 1, price: 299 }],
    shippingAddress: {
      name: "Meera Iyer",
      street: "14 Residency Road",
      city: "Bengaluru",
      state: "Karnataka",
      zipCode: "560025",
      phone: "9876543210",
    },
    trackingNumber: null,
    trackingUrl: null,
    courierShipment: null,
    estimatedDelivery: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    paymentReference: null,
    paymentReferenceAt: null,
    customerName: "Meera Iyer",
    customerEmail: "meera@example.com",
    userId: { _id: "cus_1", email: "meera@example.com" },
    ...over,
  }
}
