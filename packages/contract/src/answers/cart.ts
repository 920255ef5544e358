import { z } from "zod"

/** One cart line as the storefront reads it: the server's name, category, unit price (rupees) and image. */
export const CartItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  image: z.string().nullable(),
})
export type CartItem = z.infer<typeof CartItemSchema>

/** The server's totals of the cart; the storefront never computes money. */
export const CartTotalsSchema = z.object({
  subtotal: z.number(),
  shipping: z.number(),
  /** The cash-on-delivery fee: 0, except while a COD checkout is being placed. */
  codFee: z.number(),
  discount: z.number(),
  /** The GST inside the total (prices are tax-inclusive). */
  tax: z.number(),
  total: z.number(),
  itemCount: z.number().int(),
})
export type CartTotals = z.infer<typeof CartTotalsSchema>

/** The coupon applied to the server cart; present only while a code discounts it. */
export const CartCouponSchema = z.object({ code: z.string(), calculatedDiscount: z.number() })
export type CartCoupon = z.infer<typeof CartCouponSchema>

/** The answer of every /api/auth/cart call (the writes add a message). */
export const CartViewSchema = z.object({
  cart: z.array(CartItemSchema),
  totals: CartTotalsSchema,
  coupon: CartCouponSchema.nullish(),
})
export type CartView = z.infer<typeof CartViewSchema>

export const CartChangeAnswerSchema = CartViewSchema.extend({ message: z.string() })
export type CartChangeAnswer = z.infer<typeof CartChangeAnswerSchema>

/** One saved product of the wishlist. */
export const WishlistEntrySchema = z.object({
  /** Medusa product id. */
  _id: z.string(),
  /** Spec id such as "P1". */
  id: z.string(),
  productId: z.string(),
  itemId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  brand: z.string(),
  size: z.string(),
  fragrance: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  launchOffer: z.string().nullable(),
  rating: z.number(),
  reviews: z.number(),
  addedAt: z.string(),
})
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>

export const WishlistAnswerSchema = z.object({ wishlist: z.array(WishlistEntrySchema) })
export type WishlistAnswer = z.infer<typeof WishlistAnswerSchema>

export const WishlistChangeAnswerSchema = WishlistAnswerSchema.extend({ message: z.string(), added: z.boolean().optional() })
export type WishlistChangeAnswer = z.infer<typeof WishlistChangeAnswerSchema>
