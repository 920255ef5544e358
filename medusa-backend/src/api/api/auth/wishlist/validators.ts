import { z } from "@medusajs/framework/zod"

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
