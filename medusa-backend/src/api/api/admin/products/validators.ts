import { z } from "@medusajs/framework/zod"
import { CATEGORY_HANDLES } from "../../../../lib/catalogue/names"
import { invalidInput } from "../../../../lib/errors"

/** The Add Product form's lists (requirements ADM-06). */
const PRODUCT_FRAGRANCES = ["floral", "woody", "fresh", "oriental", "citrus", "spicy"] as const
const PRODUCT_SIZES = ["6ml", "12ml", "30ml", "50ml", "75ml", "100ml"] as const
const MAX_PRICE = 1_000_000
const MAX_STOCK = 1_000_000

// Multipart fields arrive as strings; a repeated field arrives as an array.
const single = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value)
const trimmed = (value: unknown) => {
  const v = single(value)
  return typeof v === "string" ? v.trim() : v
}
const blankToUndefined = (value: unknown) => {
  const v = trimmed(value)
  return v === "" || v === null ? undefined : v
}

const requiredText = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `${label} is required` })
      .min(1, { error: `${label} is required` })
      .max(max, { error: `${label} must be at most ${max} characters` })
  )

/** A rupee amount: a plain decimal with at most 2 decimals (step 0.01), 0 or more. */
const amount = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d+(\.\d{1,2})?$/, { error: `${label} must be a number of 0 or more with at most 2 decimals` })
    .transform(Number)
    .refine((n) => n <= MAX_PRICE, { error: `${label} must be at most ${MAX_PRICE}` })

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (typeof trimmed(v) === "string" ? (trimmed(v) as string).toLowerCase() : trimmed(v)),
    z.enum(values, { error: `${label} must be one of ${values.join(", ")}` })
  )

const FLAG_TRUE = new Set(["true", "on", "1", "yes"])
const FLAG_FALSE = new Set(["false", "off", "0", "no", ""])

export const productFormSchema = z
  .object({
    name: requiredText("Name", 200),
    brand: requiredText("Brand", 100),
    description: requiredText("Description", 5000),
    price: z.preprocess(blankToUndefined, amount("Price")),
    originalPrice: z.preprocess(blankToUndefined, amount("Original price").optional()),
    category: oneOf("Category", CATEGORY_HANDLES),
    fragrance: oneOf("Fragrance", PRODUCT_FRAGRANCES),
    size: oneOf("Size", PRODUCT_SIZES),
    stockQuantity: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "Stock quantity is required" })
        .regex(/^\d+$/, { error: "Stock quantity must be a whole number of 0 or more" })
        .transform(Number)
        .refine((n) => n <= MAX_STOCK, { error: `Stock quantity must be at most ${MAX_STOCK}` })
    ),
    featured: z.preprocess(
      (v) => {
        const t = trimmed(v)
        return t === undefined ? "false" : typeof t === "string" ? t.toLowerCase() : t
      },
      z
        .string()
        .refine((s) => FLAG_TRUE.has(s) || FLAG_FALSE.has(s), { error: "Featured must be true or false" })
        .transform((s) => FLAG_TRUE.has(s))
    ),
    tags: z.preprocess(
      (v) => trimmed(v) ?? "",
      z
        .string({ error: "Tags must be text separated by commas" })
        .max(1000, { error: "Tags must be at most 1000 characters" })
        .transform((s) => [
          ...new Set(
            s
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean)
          ),
        ])
        .refine((tags) => tags.length <= 20, { error: "At most 20 tags are allowed" })
        .refine((tags) => tags.every((t) => t.length <= 50), { error: "Each tag must be at most 50 characters" })
    ),
  })
  // The struck-through price cannot be below the selling price.
  .refine((f) => f.originalPrice === undefined || f.originalPrice >= f.price, {
    error: "Original price cannot be less than the price",
    path: ["originalPrice"],
  })

export const PRODUCT_SEARCH_MAX_LENGTH = 100

/** `?q=` of the dashboard's product list: trimmed text up to 100 characters; empty means no search. */
export function productSearchText(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== "string" || value.length > PRODUCT_SEARCH_MAX_LENGTH) {
    throw invalidInput(`q must be text of at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`, [
      { msg: `q must be text of at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`, path: "q" },
    ])
  }
  return value.trim() || undefined
}
