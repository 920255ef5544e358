import { describe, expect, it } from "vitest"
import { fullSearch, normalizeQuery, suggest, type Searchable } from "./search"

const make = (name: string, extra: Partial<Searchable> = {}): Searchable => ({
  name,
  brand: "Sugandh",
  category: "perfumes",
  fragrance: "woody",
  inspiredBy: "",
  description: "",
  ...extra,
})

const catalogue = [
  make("Oud Royale", { inspiredBy: "Oud Wood" }),
  make("Rose Garden", { fragrance: "floral", category: "attars" }),
  make("Lavender Mist", { category: "room-fresheners", fragrance: "floral", description: "Calming lavender for bedrooms" }),
  make("Sandal Sticks", { category: "incense-sticks", brand: "Mandir", description: "Temple sandalwood" }),
  make("Night Bloom", { fragrance: "floral" }),
  make("Floral Dew", { fragrance: "floral" }),
  make("Petal Soft", { fragrance: "floral" }),
  make("Jasmine Nights", { fragrance: "floral" }),
]

describe("normalizeQuery", () => {
  it("trims and lower-cases", () => {
    expect(normalizeQuery("  OuD  ")).toBe("oud")
    expect(normalizeQuery("   ")).toBe("")
  })
})

describe("suggest", () => {
  it("needs at least 2 characters after trimming", () => {
    expect(suggest(catalogue, "o")).toEqual([])
    expect(suggest(catalogue, " o ")).toEqual([])
    expect(suggest(catalogue, "ou").map((p) => p.name)).toEqual(["Oud Royale"])
  })

  it("matches name, brand, category, fragrance and inspiredBy case-insensitively", () => {
    expect(suggest(catalogue, "ROSE").map((p) => p.name)).toEqual(["Rose Garden"])
    expect(suggest(catalogue, "mandir").map((p) => p.name)).toEqual(["Sandal Sticks"])
    expect(suggest(catalogue, "attars").map((p) => p.name)).toEqual(["Rose Garden"])
    expect(suggest(catalogue, "oud wood").map((p) => p.name)).toEqual(["Oud Royale"])
    expect(suggest(catalogue, "room fresh").map((p) => p.name)).toEqual(["Lavender Mist"])
  })

  it("does not match the description, and never across two fields", () => {
    expect(suggest(catalogue, "bedrooms")).toEqual([])
    expect(suggest(catalogue, "royalesugandh")).toEqual([])
  })

  it("returns at most 5, in catalogue order", () => {
    const hits = suggest(catalogue, "floral")
    expect(hits).toHaveLength(5)
    expect(hits[0]!.name).toBe("Rose Garden")
  })
})

describe("fullSearch", () => {
  it("also matches the description", () => {
    expect(fullSearch(catalogue, "  Temple ").map((p) => p.name)).toEqual(["Sandal Sticks"])
  })

  it("returns every hit, and nothing for a blank query", () => {
    expect(fullSearch(catalogue, "floral")).toHaveLength(6)
    expect(fullSearch(catalogue, "   ")).toEqual([])
    expect(fullSearch(catalogue, "zzz")).toEqual([])
  })
})
