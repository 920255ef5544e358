import { z } from "zod"

/** Request bodies of the cart and the wishlist (/api/auth/cart, /api/auth/wishlist). */

/** Most units of one product a single request may ask for; stock usually says no earlier (409). */
const MAX_LINE_QUANTITY = 999

const productId = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? "Product ID is missing" : "Product ID must be text"),
  })
  .trim()
  .min(1, "Product ID is missing")
  .max(100, "Product ID is too long")

const POSITIVE = "Quantity must be a positive whole number"

/**
 * POST /api/auth/cart. The spec's client also sends name, category, price and
 * image; the server knows those, so they are dropped here (zod strips unknown
 * keys) and can never reach the cart.
 */
export const AddToCartBody = z.object({
  productId,
  quantity: z
    .number({ error: POSITIVE })
    .int(POSITIVE)
    .min(1, POSITIVE)
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`)
    .optional()
    .default(1),
})
export type AddToCartBody = z.infer<typeof AddToCartBody>

const WHOLE = "Quantity must be a whole number"

/** PUT /api/auth/cart/{productId}: 0 or less removes the item (spec section 4). */
export const UpdateCartItemBody = z.object({
  quantity: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? "Quantity is required" : WHOLE),
    })
    .int(WHOLE)
    .min(-MAX_LINE_QUANTITY, WHOLE)
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
})
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>

/** POST /api/auth/wishlist. Other product fields a client may send are dropped: the server reads the product itself. */
export const AddToWishlistBody = z.object({
  productId: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? "Product ID is missing" : "Product ID must be text"),
    })
    .trim()
    .min(1, "Product ID is missing")
    .max(100, "Product ID is too long"),
})
export type AddToWishlistBody = z.infer<typeof AddToWishlistBody>
