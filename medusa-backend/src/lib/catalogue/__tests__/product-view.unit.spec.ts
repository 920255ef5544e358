import { toAmount, toCatalogueProduct } from "../product-view"

describe("toCatalogueProduct", () => {
  const seeded = {
    id: "prod_01",
    handle: "p1",
    title: "Oud Noir",
    external_id: "P1",
    description: "Top: saffron. Heart: rose. Base: oud.",
    thumbnail: "/static/p1.svg",
    metadata: {
      brand: "Sugandh",
      size: "10ml",
      fragrance: "woody",
      launchOffer: "30% OFF",
      rating: 4.7,
      reviews: 112,
      featured: true,
      inspiredBy: "a classic oud",
    },
    categories: [{ handle: "perfumes" }],
    variants: [{ id: "variant_01", calculated_price: { calculated_amount: 279, original_amount: 399 } }],
  }

  it("maps a seeded product to the spec's fields with Medusa's prices", () => {
    expect(toCatalogueProduct(seeded)).toEqual({
      id: "P1",
      medusaId: "prod_01",
      handle: "p1",
      variantId: "variant_01",
      name: "Oud Noir",
      category: "perfumes",
      brand: "Sugandh",
      size: "10ml",
      fragrance: "woody",
      image: "/static/p1.svg",
      price: 279,
      originalPrice: 399,
      launchOffer: "30% OFF",
      rating: 4.7,
      reviews: 112,
      description: "Top: saffron. Heart: rose. Base: oud.",
      inspiredBy: "a classic oud",
      featured: true,
    })
  })

  it("falls back to the Medusa id and safe defaults when metadata is missing", () => {
    const product = toCatalogueProduct({
      id: "prod_02",
      title: "Operator Product",
      images: [{ url: "/static/x.png" }],
      variants: [{ id: "variant_02", calculated_price: { calculated_amount: "150", original_amount: null } }],
    })
    expect(product).toMatchObject({
      id: "prod_02",
      image: "/static/x.png",
      price: 150,
      originalPrice: 150,
      rating: 0,
      reviews: 0,
      brand: "",
      launchOffer: null,
      featured: false,
    })
  })

  it("never reports an original price below the selling price", () => {
    const product = toCatalogueProduct({
      id: "p",
      variants: [{ id: "v", calculated_price: { calculated_amount: 200, original_amount: 100 } }],
    })
    expect(product.originalPrice).toBe(200)
  })
})

describe("toAmount", () => {
  it.each([
    [279, 279],
    ["99.5", 99.5],
    [{ value: "12" }, 12],
    [null, 0],
    [undefined, 0],
  ])("reads %p as %p", (input, expected) => {
    expect(toAmount(input)).toBe(expected)
  })
})
