/** Shown when a product has no image or its image fails to load (file in public/). */
export const PLACEHOLDER_PRODUCT_IMAGE = "/placeholder-product.svg"
