/** The Add Product form's lists and rules (requirements ADM-06). */

export const PRODUCT_CATEGORIES = [
  { value: "perfumes", label: "Perfumes" },
  { value: "attars", label: "Attars" },
  { value: "incense-sticks", label: "Incense Sticks" },
  { value: "room-fresheners", label: "Home Spray" },
] as const
export const PRODUCT_FRAGRANCES = ["floral", "woody", "fresh", "oriental", "citrus", "spicy"] as const
export const PRODUCT_SIZES = ["6ml", "12ml", "30ml", "50ml", "75ml", "100ml"] as const

export const MAX_IMAGES = 5
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const TOO_MANY_IMAGES = "Maximum 5 images allowed"
const IMAGE_TOO_LARGE = "Each image must be 5MB or smaller"
const NOT_AN_IMAGE = "Only image files are allowed"

export type ProductDraft = {
  name: string
  brand: string
  description: string
  price: string
  originalPrice: string
  category: string
  fragrance: string
  size: string
  stockQuantity: string
  featured: boolean
  tags: string
}

export const EMPTY_PRODUCT: ProductDraft = {
  name: "",
  brand: "",
  description: "",
  price: "",
  originalPrice: "",
  category: "",
  fragrance: "",
  size: "",
  stockQuantity: "",
  featured: false,
  tags: "",
}

export type ProductErrors = Partial<Record<keyof ProductDraft, string>>

const LABELS: Record<keyof ProductDraft, string> = {
  name: "Name",
  brand: "Brand",
  description: "Description",
  price: "Price",
  originalPrice: "Original price",
  category: "Category",
  fragrance: "Fragrance",
  size: "Size",
  stockQuantity: "Stock quantity",
  featured: "Featured",
  tags: "Tags",
}

const REQUIRED: (keyof ProductDraft)[] = ["name", "brand", "description", "price", "category", "fragrance", "size", "stockQuantity"]

// min 0, step 0.01: a plain decimal with at most two places.
const AMOUNT = /^\d+(\.\d{1,2})?$/
const WHOLE = /^\d+$/

const oneOf = (list: readonly string[], value: string) => list.includes(value)

/** Field errors keyed by field; an empty object means the draft can be sent. The server checks again. */
export function validateProductDraft(draft: ProductDraft): ProductErrors {
  const errors: ProductErrors = {}
  for (const field of REQUIRED) {
    const value = draft[field]
    if (typeof value === "string" && value.trim() === "") errors[field] = `${LABELS[field]} is required`
  }
  const price = draft.price.trim()
  if (price && !AMOUNT.test(price)) errors.price = "Price must be a number of 0 or more with at most 2 decimals"
  const original = draft.originalPrice.trim()
  if (original && !AMOUNT.test(original)) {
    errors.originalPrice = "Original price must be a number of 0 or more with at most 2 decimals"
  } else if (original && !errors.price && price && Number(original) < Number(price)) {
    errors.originalPrice = "Original price cannot be less than the price"
  }
  const stock = draft.stockQuantity.trim()
  if (stock && !WHOLE.test(stock)) errors.stockQuantity = "Stock quantity must be a whole number of 0 or more"
  if (
    draft.category &&
    !oneOf(
      PRODUCT_CATEGORIES.map((c) => c.value),
      draft.category
    )
  ) {
    errors.category = "Choose one of the four categories"
  }
  if (draft.fragrance && !oneOf(PRODUCT_FRAGRANCES, draft.fragrance)) errors.fragrance = "Choose a fragrance from the list"
  if (draft.size && !oneOf(PRODUCT_SIZES, draft.size)) errors.size = "Choose a size from the list"
  return errors
}

type ImagePick = { files: File[]; error: string | null }

/**
 * Adds newly picked files to the ones already chosen. More than five in total
 * keeps the current choice and says "Maximum 5 images allowed"; a file over
 * 5 MB or not an image is left out with its own message.
 */
export function addImages(current: File[], picked: File[]): ImagePick {
  if (current.length + picked.length > MAX_IMAGES) return { files: current, error: TOO_MANY_IMAGES }
  const accepted: File[] = []
  let error: string | null = null
  for (const file of picked) {
    if (file.type && !file.type.startsWith("image/")) error = NOT_AN_IMAGE
    else if (file.size > MAX_IMAGE_BYTES) error = IMAGE_TOO_LARGE
    else accepted.push(file)
  }
  return { files: [...current, ...accepted], error }
}

/** The multipart body POST /api/admin/products reads: the fields as text and each image under "images". */
export function toProductFormData(draft: ProductDraft, images: File[]): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(draft)) {
    form.append(key, typeof value === "boolean" ? String(value) : value.trim())
  }
  for (const image of images) form.append("images", image, image.name)
  return form
}
