import { describe, expect, it } from "vitest"
import { addImages, EMPTY_PRODUCT, MAX_IMAGE_BYTES, toProductFormData, validateProductDraft, type ProductDraft } from "./product-form"

const valid: ProductDraft = {
  ...EMPTY_PRODUCT,
  name: "Rose Mist",
  brand: "Sugandh",
  description: "A soft rose.",
  price: "299.50",
  originalPrice: "399",
  category: "perfumes",
  fragrance: "floral",
  size: "50ml",
  stockQuantity: "12",
}

const file = (name: string, size = 10, type = "image/png") => new File([new Uint8Array(size)], name, { type })

describe("validateProductDraft", () => {
  it("accepts a complete draft", () => {
    expect(validateProductDraft(valid)).toEqual({})
    expect(validateProductDraft({ ...valid, originalPrice: "", price: "0", stockQuantity: "0" })).toEqual({})
  })

  it("requires name, brand, description, price, category, fragrance, size and stock", () => {
    expect(Object.keys(validateProductDraft(EMPTY_PRODUCT)).sort()).toEqual(
      ["brand", "category", "description", "fragrance", "name", "price", "size", "stockQuantity"].sort()
    )
    expect(validateProductDraft({ ...valid, name: "   " }).name).toBe("Name is required")
  })

  it("takes prices of 0 or more in steps of 0.01", () => {
    for (const price of ["-1", "1.234", "abc", "1e3"]) expect(validateProductDraft({ ...valid, price }).price).toBeDefined()
    expect(validateProductDraft({ ...valid, originalPrice: "-2" }).originalPrice).toBeDefined()
    expect(validateProductDraft({ ...valid, originalPrice: "100" }).originalPrice).toBe("Original price cannot be less than the price")
  })

  it("takes a whole stock quantity of 0 or more", () => {
    for (const stockQuantity of ["-1", "2.5", "x"]) expect(validateProductDraft({ ...valid, stockQuantity }).stockQuantity).toBeDefined()
  })

  it("allows only the listed category, fragrance and size", () => {
    expect(validateProductDraft({ ...valid, category: "candles" }).category).toBeDefined()
    expect(validateProductDraft({ ...valid, category: "room-fresheners" }).category).toBeUndefined()
    expect(validateProductDraft({ ...valid, fragrance: "oud" }).fragrance).toBeDefined()
    for (const fragrance of ["floral", "woody", "fresh", "oriental", "citrus", "spicy"]) {
      expect(validateProductDraft({ ...valid, fragrance }).fragrance).toBeUndefined()
    }
    expect(validateProductDraft({ ...valid, size: "10ml" }).size).toBeDefined()
    for (const size of ["6ml", "12ml", "30ml", "50ml", "75ml", "100ml"])
      expect(validateProductDraft({ ...valid, size }).size).toBeUndefined()
  })
})

describe("addImages", () => {
  it("keeps up to five and refuses a sixth with the spec's text", () => {
    const four = [1, 2, 3, 4].map((i) => file(`${i}.png`))
    expect(addImages(four, [file("5.png")])).toEqual({ files: [...four, expect.any(File)], error: null })
    const five = addImages(four, [file("5.png")]).files
    expect(addImages(five, [file("6.png")])).toEqual({ files: five, error: "Maximum 5 images allowed" })
    expect(
      addImages(
        [],
        [1, 2, 3, 4, 5, 6].map((i) => file(`${i}.png`))
      )
    ).toEqual({ files: [], error: "Maximum 5 images allowed" })
  })

  it("leaves out files over 5 MB and non-images", () => {
    const ok = file("ok.png")
    const big = file("big.png", MAX_IMAGE_BYTES + 1)
    expect(addImages([], [ok, big])).toEqual({ files: [ok], error: "Each image must be 5MB or smaller" })
    expect(addImages([], [file("at-limit.png", MAX_IMAGE_BYTES)]).error).toBeNull()
    expect(addImages([], [file("notes.txt", 10, "text/plain")])).toEqual({ files: [], error: "Only image files are allowed" })
  })
})

describe("toProductFormData", () => {
  it("sends the fields as text and each image under images", () => {
    const form = toProductFormData({ ...valid, name: " Rose Mist ", featured: true, tags: "rose, gift" }, [file("a.png"), file("b.png")])
    expect(form.get("name")).toBe("Rose Mist")
    expect(form.get("featured")).toBe("true")
    expect(form.get("tags")).toBe("rose, gift")
    expect(form.getAll("images").map((f) => (f as File).name)).toEqual(["a.png", "b.png"])
  })
})
