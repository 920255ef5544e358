import { termsOf, toTermDocuments } from "../product-terms"

describe("termsOf", () => {
  it("takes the words a shopper could misspell: letters only, lower case, three or more, each once", () => {
    expect(termsOf("Oud Royale 50ml — Royal OUD by Sugandh's No. 5")).toEqual(["oud", "royale", "royal", "sugandh's"])
  })

  it("keeps words in other scripts and accented letters whole", () => {
    expect(termsOf("Mogra सुगंध Café")).toEqual(["mogra", "सुगंध", "café"])
  })

  it("has nothing for an empty or missing text", () => {
    expect(termsOf("")).toEqual([])
    expect(termsOf(null)).toEqual([])
    expect(termsOf("a 10 ml")).toEqual([])
  })
})

describe("toTermDocuments", () => {
  it("makes one document per word of the published products' names and brands, with the channels that use it", () => {
    const docs = toTermDocuments([
      { id: "p1", title: "Saffron Oud", status: "published", metadata: { brand: "Sugandh" }, sales_channels: [{ id: "sc_b" }] },
      { id: "p2", title: "Rose Oud", status: "published", metadata: { brand: "Attar House" }, sales_channels: [{ id: "sc_a" }] },
    ])
    expect(docs.map((d) => d.id).sort()).toEqual(["attar", "house", "oud", "rose", "saffron", "sugandh"])
    expect(docs.find((d) => d.id === "oud")).toEqual({ id: "oud", term: "oud", status: "published", sales_channel_ids: ["sc_a", "sc_b"] })
    expect(docs.find((d) => d.id === "saffron")!.sales_channel_ids).toEqual(["sc_b"])
  })

  it("adds nothing for a product that is not published", () => {
    expect(
      toTermDocuments([{ id: "p3", title: "Hidden Jasmine Draft", status: "draft", metadata: {}, sales_channels: [{ id: "sc_a" }] }])
    ).toEqual([])
  })
})
