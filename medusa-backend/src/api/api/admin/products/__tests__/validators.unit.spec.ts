import { productFormSchema } from "../validators"

const valid = {
  name: "  Rose Dew ",
  brand: "Sugandh",
  description: "A soft rose.",
  price: "279.5",
  originalPrice: "399",
  category: "perfumes",
  fragrance: "Floral",
  size: "12ml",
  stockQuantity: "25",
  featured: "true",
  tags: "rose, summer, ,rose",
}

const messages = (input: Record<string, unknown>) => {
  const result = productFormSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe("productFormSchema", () => {
  it("parses the multipart strings into typed values", () => {
    const form = productFormSchema.parse(valid)
    expect(form).toEqual({
      name: "Rose Dew",
      brand: "Sugandh",
      description: "A soft rose.",
      price: 279.5,
      originalPrice: 399,
      category: "perfumes",
      fragrance: "floral",
      size: "12ml",
      stockQuantity: 25,
      featured: true,
      tags: ["rose", "summer"],
    })
  })

  it("has defaults for the optional fields", () => {
    const { originalPrice, featured, tags, ...rest } = valid
    const form = productFormSchema.parse({ ...rest, originalPrice: "" })
    expect(form.originalPrice).toBeUndefined()
    expect(form.featured).toBe(false)
    expect(form.tags).toEqual([])
  })

  it("names every missing required field", () => {
    expect(messages({})).toEqual(
      expect.arrayContaining([
        "Name is required",
        "Brand is required",
        "Description is required",
        "Price is required",
        "Stock quantity is required",
      ])
    )
  })

  it.each([
    [{ price: "-1" }, "Price must be a number of 0 or more with at most 2 decimals"],
    [{ price: "10.123" }, "Price must be a number of 0 or more with at most 2 decimals"],
    [{ price: "1e3" }, "Price must be a number of 0 or more with at most 2 decimals"],
    [{ originalPrice: "100" }, "Original price cannot be less than the price"],
    [{ category: "candles" }, "Category must be one of perfumes, attars, incense-sticks, room-fresheners"],
    [{ fragrance: "oud" }, "Fragrance must be one of floral, woody, fresh, oriental, citrus, spicy"],
    [{ size: "10ml" }, "Size must be one of 6ml, 12ml, 30ml, 50ml, 75ml, 100ml"],
    [{ stockQuantity: "2.5" }, "Stock quantity must be a whole number of 0 or more"],
    [{ stockQuantity: "-3" }, "Stock quantity must be a whole number of 0 or more"],
    [{ featured: "maybe" }, "Featured must be true or false"],
  ])("refuses %j", (change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message)
  })

  it("accepts 0 and 2 decimals", () => {
    expect(productFormSchema.parse({ ...valid, price: "0", originalPrice: "0.05", stockQuantity: "0" })).toMatchObject({
      price: 0,
      originalPrice: 0.05,
      stockQuantity: 0,
    })
  })
})
