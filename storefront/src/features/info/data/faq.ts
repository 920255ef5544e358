import { formatPrice } from "@/lib/format-price"
import { returnPolicyText, RETURN_POLICY_FACTS_DEFAULT, type ReturnPolicyFacts } from "@sugandh/contract"
import { DELIVERY_TIMES_TEXT, hoursText } from "@/lib/shop-facts"

/** FAQ copy (ours), in the five categories of requirements INF-01, with the shop's facts (₹599, the zones' delivery times, 24 hours, 2 hours, gift wrap ₹49). */
type FaqItem = { q: string; a: string }
type FaqCategory = { id: string; title: string; items: FaqItem[] }

/**
 * What the answers depend on, from GET /api/config: cash on delivery (null when not offered), whether
 * Google sign-in is configured, and the return policy's settings (issue 45; the defaults until known).
 */
export type FaqFacts = { cod: { fee: number; confirmHours: number } | null; google: boolean; returns?: ReturnPolicyFacts }

const payWithCod = (cod: FaqFacts["cod"]): FaqItem[] =>
  cod
    ? [
        {
          q: "How can I pay?",
          a: `By UPI QR code (any UPI app), by bank transfer, or in cash on delivery. For UPI and bank transfer, send the payment screenshot to us on WhatsApp after placing your order and we confirm it. A cash on delivery order carries a fee of ${formatPrice(cod.fee)}; confirm it with one tap from My Orders or the e-mail within ${hoursText(cod.confirmHours)}, or it is cancelled automatically.`,
        },
        {
          q: "Do you offer cash on delivery or card payments?",
          a: `Cash on delivery, yes: checkout offers it where your PIN code and order total allow it (not in the North-East, Jammu & Kashmir, Ladakh and the islands), for a fee of ${formatPrice(cod.fee)}. Card payments are not available yet.`,
        },
      ]
    : [
        {
          q: "How can I pay?",
          a: "By UPI QR code (any UPI app) or by bank transfer. After placing your order, send the payment screenshot to us on WhatsApp and we confirm your order.",
        },
        {
          q: "Do you offer cash on delivery or card payments?",
          a: "Not at the moment; please pay by UPI or bank transfer.",
        },
      ]

/** The FAQ for the shop as it is configured. */
export function faqFor({ cod, google, returns = RETURN_POLICY_FACTS_DEFAULT }: FaqFacts): FaqCategory[] {
  const policy = returnPolicyText(returns)
  return [
    {
      id: "general",
      title: "General",
      items: [
        {
          q: "Are your perfumes really alcohol-free?",
          a: "Yes. Our perfumes, attars and home sprays are made without alcohol, so they are gentle on skin and suitable for prayer.",
        },
        {
          q: "What is the difference between a perfume and an attar?",
          a: "Our perfumes come in 10ml spray bottles. Attars are concentrated fragrance oils in 3gm vials: a drop or two on the wrist lasts for hours.",
        },
        {
          q: "How long does a fragrance last?",
          a: "Most of our perfumes and attars last 6 to 10 hours on skin, longer on clothing. Wear time depends on skin type and weather.",
        },
      ],
    },
    {
      id: "shipping",
      title: "Shipping & Delivery",
      items: [
        {
          q: "How much does delivery cost?",
          a: "Delivery is free on orders of ₹599 or more. Smaller orders carry a standard shipping charge, shown at checkout before you pay.",
        },
        {
          q: "How long will my order take?",
          a: `Orders arrive in ${DELIVERY_TIMES_TEXT}. Check delivery on a product page gives the date for your PIN code, and you receive tracking details as soon as your parcel is dispatched.`,
        },
        {
          q: "Do you offer gift wrapping?",
          a: "Yes, for an extra ₹49 per order (GST included). Tick Gift wrap at checkout and, if you like, write a message of up to 200 characters: we print it on a card packed with your gift. The gift wrap does not count towards free delivery.",
        },
        {
          q: "Do you ship outside India?",
          a: "Not at the moment. We deliver to addresses across India.",
        },
      ],
    },
    {
      id: "returns",
      title: "Returns & Refunds",
      items: [
        {
          q: "Can I return a product?",
          a: `${policy.window} ${policy.changedMind}`,
        },
        {
          q: "What if an item arrives damaged, wrong or not as described?",
          a: policy.photos,
        },
        {
          q: "Where does my refund go?",
          a: `${policy.refund} We refund once the returned item has reached us and been checked.`,
        },
        {
          q: "Can I cancel my order?",
          a: "Yes, within 2 hours of placing it, as long as it has not been shipped. Open My Orders and choose Cancel.",
        },
      ],
    },
    {
      id: "payment",
      title: "Payment",
      items: [
        ...payWithCod(cod),
        {
          q: "How do I use a promo code?",
          a: "Enter the code in the coupon box at checkout. During our festival offer, FESTIVE20 gives an extra 20% off perfumes, attars and home sprays.",
        },
      ],
    },
    {
      id: "account",
      title: "Account & Support",
      items: [
        {
          q: "Do I need an account to shop?",
          a: `You can browse and read reviews without one. To keep a cart, a wishlist and to order, please sign in with your email${google ? " or Google account" : " and password"}.`,
        },
        {
          q: "I forgot my password. What now?",
          a: "Use Forgot password on the login page. We email you a reset link that is valid for one hour.",
        },
        {
          q: "How do I reach you?",
          a: "Write to us through the Contact page or by email. We usually reply within 24 hours.",
        },
      ],
    },
  ]
}

/** The FAQ before the shop's settings are known: no cash on delivery, no Google sign-in. */
export const FAQ: FaqCategory[] = faqFor({ cod: null, google: false })

/** Case-insensitive filter over questions and answers; categories without a hit drop out. */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const q = query.trim().toLowerCase()
  if (!q) return categories
  return categories
    .map((c) => ({ ...c, items: c.items.filter((i) => `${i.q} ${i.a}`.toLowerCase().includes(q)) }))
    .filter((c) => c.items.length > 0)
}
