import { formatRupees } from "../orders/payment-instructions"
import type { OrderView } from "../orders/to-order-view"
import { NDR_ANSWER_TEXTS, returnPolicyText, type PaymentInstructions } from "@sugandh/contract"
import { returnPolicySettings } from "../returns/policy"
import { layout, type RenderedEmail } from "./layout"
import type { StoreSettings } from "./settings"

/** The order e-mails: placed with payment instructions, confirmed, shipped with tracking, delivered, edited, cancelled (requirements ORD-10). */
export type OrderEmailName =
  | "order-placed"
  | "order-confirmed"
  | "order-shipped"
  | "order-delivered"
  | "order-out-for-delivery"
  | "order-delivery-failed"
  | "order-edited"
  | "order-cancelled"
  | "order-refunded"
  | "order-return-approved"
  | "order-return-rejected"
  | "order-payment-reminder"
  | "order-reference-reminder"

export type OrderEmailData = {
  order: OrderView
  payment?: PaymentInstructions
  whatsappUrl?: string
  /** Operator's note on confirmation or shipping. */
  note?: string | null
  /** Payment and reference reminders: when the unpaid order will be cancelled. */
  expiresAt?: string | null
  /** Cash on delivery: the signed single-use link that confirms the order (only in the e-mail, never stored). */
  codConfirmUrl?: string | null
  /** Files sent with the e-mail (the GST invoice PDF with "order-confirmed"); content is base64. */
  attachments?: { filename: string; content: string; content_type: string }[]
  /** The confirmed e-mail: the working days the delivery zone of the order's PIN promises (null: no zone serves it). */
  delivery?: { pin: string; minDays: number; maxDays: number } | null
  /** A refund (Medusa's refund on the order's payment): its amount and the credit note issued for it. */
  refund?: { id: string; amount: number; creditNote: string | null }
  /** A failed delivery attempt (issue 44): the courier's reason and the signed link to ask for another (only in the e-mail, never stored). */
  ndr?: { reason: string | null; answerUrl: string }
  /** A return the operator approved or rejected (issue 45): its lines and, when rejected, why. */
  returnDecision?: { returnId: string; lines: string[]; reason: string | null }
}

/**
 * The returns policy in one line (issue 45), the same text the FAQ and the shipping and returns page
 * build from the same settings (the contract's returnPolicyText; RETURN_WINDOW_DAYS, RETURN_PICKUP_FEE).
 */
const returnsLine = () => returnPolicyText(returnPolicySettings()).line

/** A deadline as shoppers in India read it: "28 Nov 2026, 6:30 pm IST". */
const istDateTime = (iso: string) =>
  `${new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))} IST`

const rupees = (n: number) => `₹${formatRupees(n)}`
const hello = (order: OrderView) => (order.customerName ? `Hello ${order.customerName},` : "Hello,")

/** "Inclusive of GST ₹X" (prices include GST). */
export function gstIncludedLine(order: Pick<OrderView, "tax">): string {
  return `Inclusive of GST ${rupees(order.tax)}`
}

/** The gift wrap charge and the message for the card, as the shopper chose them. */
function giftWrapLines(order: Pick<OrderView, "giftWrap" | "giftMessage">): string[] {
  if (!(order.giftWrap > 0)) return []
  return [`Gift wrap: ${rupees(order.giftWrap)}`, ...(order.giftMessage ? [`Gift message: “${order.giftMessage}”`] : [])]
}

/** The delivery zone's promise for the order's PIN, the same days the PIN check gave at checkout. */
function deliveryLine(delivery: OrderEmailData["delivery"]): string[] {
  if (!delivery) return []
  return [`Delivery to PIN ${delivery.pin} takes ${delivery.minDays}–${delivery.maxDays} working days after dispatch.`]
}

function summary(order: OrderView): string[] {
  return [
    ...order.items.map((i) => `${i.name} × ${i.quantity} — ${rupees(Math.round(i.price * i.quantity * 100) / 100)}`),
    `Subtotal: ${rupees(order.subtotal)}`,
    ...giftWrapLines(order),
    ...(order.codFee > 0 ? [`Cash on delivery fee: ${rupees(order.codFee)}`] : []),
    ...(order.discount > 0 ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ""}: −${rupees(order.discount)}`] : []),
    `Shipping: ${order.shipping === 0 ? "Free" : rupees(order.shipping)}`,
    `Total: ${rupees(order.total)}`,
    // Prices include GST: the tax is shown inside the total, never added to it.
    ...(order.tax > 0 ? [gstIncludedLine(order)] : []),
  ]
}

function paymentLines(payment: PaymentInstructions | undefined): string[] {
  if (!payment) return []
  if (payment.method === "cod") return [`Pay ${rupees(payment.amount)} in cash to the courier on delivery.`]
  if (payment.method === "online") return [`Paid online: ${rupees(payment.amount)}. Nothing more to pay.`]
  if (payment.method === "qr-code") {
    return [
      `Pay ${rupees(payment.amount)} by UPI to ${payment.upiId} (${payment.payeeName}), or scan the QR code shown after checkout.`,
      `UPI link: ${payment.upiUri}`,
    ]
  }
  const b = payment.bankDetails
  return [
    `Pay ${rupees(payment.amount)} by bank transfer (NEFT/IMPS) with ${payment.reference} as the reference:`,
    `Account name: ${b.accountName} · Account number: ${b.accountNumber} · IFSC: ${b.ifsc} · Bank: ${b.bankName}`,
  ]
}

/** Where the shopper follows a parcel: the operator's URL, else a tracking site searched by number (requirements ORD-08). */
/** The storefront's public tracking page with the order number filled in (the shopper adds the phone or e-mail). */
export const trackPageUrl = (storefrontUrl: string, orderNumber: string) =>
  `${storefrontUrl}/track?orderNumber=${encodeURIComponent(orderNumber)}`

export function trackingLink(order: OrderView): string | null {
  if (order.trackingUrl) return order.trackingUrl
  return order.trackingNumber ? `https://parcelsapp.com/en/tracking/${encodeURIComponent(order.trackingNumber)}` : null
}

/** The placed e-mail of a cash-on-delivery order: nothing to pay now, one tap to confirm. */
function codPlacedEmail(order: OrderView, payment: PaymentInstructions | undefined, confirmUrl: string | null, store: StoreSettings) {
  return layout(store, {
    subject: `Order ${order.orderNumber} received — please confirm your cash on delivery order`,
    greeting: hello(order),
    paragraphs: [
      `Thank you for your order ${order.orderNumber} at ${store.storeName}.`,
      ...summary(order),
      ...paymentLines(payment),
      "Please confirm the order with the button below (or Confirm order in My Orders). We ship cash on delivery orders only after they are confirmed; unconfirmed orders are cancelled automatically.",
    ],
    action: confirmUrl ? { label: "Confirm order", url: confirmUrl } : { label: "Open my orders", url: `${store.storefrontUrl}/orders` },
    after: ["Orders can be cancelled within 2 hours of placing them, from My Orders."],
  })
}

const renderers: Record<OrderEmailName, (data: OrderEmailData, store: StoreSettings) => RenderedEmail> = {
  "order-placed": ({ order, payment, whatsappUrl, codConfirmUrl }, store) =>
    order.paymentMethod === "cod"
      ? codPlacedEmail(order, payment, codConfirmUrl ?? null, store)
      : layout(store, {
          subject: `Order ${order.orderNumber} received — payment instructions`,
          greeting: hello(order),
          paragraphs: [
            `Thank you for your order ${order.orderNumber} at ${store.storeName}.`,
            ...summary(order),
            ...paymentLines(payment),
            "After paying, send us the payment screenshot on WhatsApp. We confirm your order as soon as the money arrives.",
          ],
          ...(whatsappUrl ? { action: { label: "Send payment screenshot on WhatsApp", url: whatsappUrl } } : {}),
          after: ["Orders can be cancelled within 2 hours of placing them, from My Orders."],
        }),
  "order-confirmed": ({ order, note, delivery }, store) =>
    layout(store, {
      subject: order.paymentMethod === "cod" ? `Payment received for order ${order.orderNumber}` : `Order ${order.orderNumber} confirmed`,
      greeting: hello(order),
      paragraphs: [
        order.paymentMethod === "cod"
          ? `We received your cash payment of ${rupees(order.total)} for order ${order.orderNumber}. Thank you!`
          : `We received your payment of ${rupees(order.total)}. Your order ${order.orderNumber} is confirmed and being processed.`,
        ...(note ? [`Note from ${store.storeName}: ${note}`] : []),
        ...summary(order),
        // A cash-on-delivery order is paid at the door: its parcel has already arrived.
        ...(order.shippedAt ? [] : ["We will e-mail you the tracking details as soon as it ships.", ...deliveryLine(delivery)]),
      ],
      action: { label: "View my orders", url: `${store.storefrontUrl}/orders` },
    }),
  "order-shipped": ({ order, note }, store) => {
    const link = trackingLink(order)
    return layout(store, {
      subject: `Order ${order.orderNumber} shipped`,
      greeting: hello(order),
      paragraphs: [
        `Good news: your order ${order.orderNumber} is on its way.`,
        ...(order.trackingNumber ? [`Tracking number: ${order.trackingNumber}`] : []),
        ...(order.estimatedDelivery ? [`Estimated delivery: ${order.estimatedDelivery}`] : []),
        ...(note ? [`Note from ${store.storeName}: ${note}`] : []),
        ...(link ? [`The courier's own tracking: ${link}`] : []),
      ],
      // Our /track page (issue 44): the order's steps and the courier's scans, no sign-in needed.
      action: { label: "Track your parcel", url: trackPageUrl(store.storefrontUrl, order.orderNumber) },
      after: [returnsLine()],
    })
  },
  // A courier's scan (issue 44): the parcel is with the delivery agent today.
  "order-out-for-delivery": ({ order }, store) =>
    layout(store, {
      subject: `Order ${order.orderNumber} is out for delivery`,
      greeting: hello(order),
      paragraphs: [
        `Your order ${order.orderNumber} is out for delivery and should reach you today.`,
        ...(order.paymentMethod === "cod" && order.amountDue > 0 ? [`Please keep ${rupees(order.amountDue)} ready to pay in cash.`] : []),
      ],
      action: { label: "View my orders", url: `${store.storefrontUrl}/orders` },
    }),
  // A courier's failed attempt (issue 44): the shopper chooses the next attempt's day by the signed link.
  "order-delivery-failed": ({ order, ndr }, store) =>
    layout(store, {
      subject: NDR_ANSWER_TEXTS.emailSubject(order.orderNumber),
      greeting: hello(order),
      paragraphs: [NDR_ANSWER_TEXTS.emailBody(order.orderNumber, ndr?.reason ?? null), NDR_ANSWER_TEXTS.emailAsk],
      action: ndr
        ? { label: NDR_ANSWER_TEXTS.emailAction, url: ndr.answerUrl }
        : { label: "View my orders", url: `${store.storefrontUrl}/orders` },
    }),
  "order-delivered": ({ order }, store) =>
    layout(store, {
      subject: `Order ${order.orderNumber} delivered`,
      greeting: hello(order),
      paragraphs: [`Your order ${order.orderNumber} has been delivered. We hope you enjoy it!`],
      action: { label: "View my orders", url: `${store.storefrontUrl}/orders` },
      after: [returnsLine()],
    }),
  // An operator changed the order (Medusa's order edit): the new contents and totals, and what is owed now.
  "order-edited": ({ order, payment }, store) =>
    layout(store, {
      subject: `Order ${order.orderNumber} updated`,
      greeting: hello(order),
      paragraphs: [
        `Your order ${order.orderNumber} has been updated. This is what it holds now:`,
        ...summary(order),
        ...(order.paymentMethod === "cod"
          ? [`Pay ${rupees(order.total)} in cash to the courier on delivery.`]
          : order.amountDue > 0
            ? [`Still to pay: ${rupees(order.amountDue)}.`, ...paymentLines(payment)]
            : order.amountPaid > order.total
              ? [
                  `You paid ${rupees(order.amountPaid)}; the difference of ${rupees(order.amountPaid - order.total)} will be refunded to you.`,
                ]
              : ["Nothing more to pay."]),
      ],
      action: { label: "Open my orders", url: `${store.storefrontUrl}/orders` },
    }),
  "order-cancelled": ({ order }, store) =>
    layout(store, {
      subject: `Order ${order.orderNumber} cancelled`,
      greeting: hello(order),
      paragraphs: [
        `Your order ${order.orderNumber} has been cancelled.`,
        ...(order.cancelReason ? [`Reason: ${order.cancelReason}`] : []),
        order.paymentStatus === "refunded"
          ? `Your payment of ${rupees(order.total)} will be refunded to you.`
          : "No payment was taken for this order.",
      ],
      action: { label: "Continue shopping", url: `${store.storefrontUrl}/categories` },
    }),
  "order-refunded": ({ order, refund }, store) =>
    layout(store, {
      subject: `Refund for order ${order.orderNumber}`,
      greeting: hello(order),
      paragraphs: [
        `We have refunded ${rupees(refund?.amount ?? 0)} for your order ${order.orderNumber}. It reaches you the way you paid, usually within 5-7 working days.`,
        ...(refund?.creditNote ? [`Credit note ${refund.creditNote} for this refund is attached.`] : []),
      ],
      action: { label: "View your order", url: `${store.storefrontUrl}/orders` },
    }),
  "order-return-approved": ({ order, returnDecision }, store) =>
    layout(store, {
      subject: `Your return for order ${order.orderNumber} is approved`,
      greeting: hello(order),
      paragraphs: [
        `We have approved your return for order ${order.orderNumber}: ${(returnDecision?.lines ?? []).join(", ")}.`,
        "Please pack the items securely and send them to us. Your refund follows once we have received and checked them.",
      ],
      action: { label: "View your order", url: `${store.storefrontUrl}/orders` },
    }),
  "order-return-rejected": ({ order, returnDecision }, store) =>
    layout(store, {
      subject: `Your return for order ${order.orderNumber} was not approved`,
      greeting: hello(order),
      paragraphs: [
        `We could not approve your return for order ${order.orderNumber}: ${(returnDecision?.lines ?? []).join(", ")}.`,
        ...(returnDecision?.reason ? [`Reason: ${returnDecision.reason}`] : []),
        "Reply to this e-mail if you have questions.",
      ],
      action: { label: "View your order", url: `${store.storefrontUrl}/orders` },
    }),
  "order-payment-reminder": ({ order, payment, whatsappUrl, expiresAt }, store) =>
    layout(store, {
      subject: `Order ${order.orderNumber} is waiting for your payment`,
      greeting: hello(order),
      paragraphs: [
        `We have not received the payment of ${rupees(order.total)} for your order ${order.orderNumber} yet.`,
        ...paymentLines(payment),
        "Already paid? Enter the UPI reference (UTR) or bank transfer reference on the order in My Orders, so we can match your payment.",
        ...(expiresAt
          ? [
              `Unpaid orders are cancelled automatically: this one on ${new Date(expiresAt).toUTCString()} if no payment or reference arrives.`,
            ]
          : []),
      ],
      action: { label: "Open my orders", url: `${store.storefrontUrl}/orders` },
      ...(whatsappUrl ? { after: [`Questions? Write to us on WhatsApp: ${whatsappUrl}`] } : {}),
    }),
  // The shopper gave a reference, but no credit with it has been confirmed: a typo, a failed transfer, or a made-up one.
  "order-reference-reminder": ({ order, payment, whatsappUrl, expiresAt }, store) =>
    layout(store, {
      subject: `Order ${order.orderNumber}: we could not find your payment yet`,
      greeting: hello(order),
      paragraphs: [
        `You gave us the payment reference ${order.paymentReference ?? "-"} for your order ${order.orderNumber}, but we have not found a payment of ${rupees(order.total)} with it on our bank statement yet.`,
        "Please check the reference in your UPI app or bank statement and correct it on the order in My Orders, or pay now:",
        ...paymentLines(payment),
        ...(expiresAt ? [`If no matching payment arrives, the order will be cancelled on ${istDateTime(expiresAt)}.`] : []),
      ],
      action: { label: "Open my orders", url: `${store.storefrontUrl}/orders` },
      ...(whatsappUrl ? { after: [`Questions? Write to us on WhatsApp: ${whatsappUrl}`] } : {}),
    }),
}

export function renderOrderEmail(name: OrderEmailName, data: OrderEmailData, store: StoreSettings): RenderedEmail {
  return renderers[name](data, store)
}
