#!/usr/bin/env node
// @ts-check
// Grows the catalogue to N products the way an operator's import would: through
// Medusa's Admin API (POST /admin/products/batch, 50 per call), with categories,
// prices in INR, stock at the warehouse and, for about a third, a launch-offer
// sale price. Products get the metadata our storefront reads (brand, size,
// fragrance, notes ...). Idempotent in count: it adds only what is missing.
//   node bench/grow-catalogue.mjs [--to 5000] [--backend http://localhost:9000]
// Operator credentials: ADMIN_EMAIL / ADMIN_PASSWORD (the seed's demo operator by default).
// bench/import-cost.mjs calls growCatalogue() to time the same import with and without the search index.
import { pathToFileURL } from "node:url"
import { shopClient } from "./lib/shop-client.mjs"

const BATCH = 50

/**
 * Adds products until the catalogue holds `target`; resolves with how many were added and how long it took.
 * @param {{ backend: string, target: number, progress?: boolean }} options
 * @returns {Promise<{ made: number, seconds: number }>}
 */
export async function growCatalogue({ backend, target, progress = true }) {
  const { must } = shopClient(backend)

  const { token } = await must("POST", "/auth/user/emailpass", {
    body: { email: process.env.ADMIN_EMAIL || "admin@sugandh.example", password: process.env.ADMIN_PASSWORD || "admin1234" },
  })
  const get = (path) => must("GET", path, { token })
  const post = (path, body) => must("POST", path, { token, body })

  const [
    { count: existing },
    { product_categories: categories },
    { sales_channels: channels },
    { shipping_profiles: profiles },
    { stock_locations: locations },
  ] = await Promise.all([
    get("/admin/products?limit=1&fields=id"),
    get("/admin/product-categories?limit=20&fields=id,handle"),
    get("/admin/sales-channels?name=Sugandh%20Storefront&fields=id"),
    get("/admin/shipping-profiles?limit=1&fields=id"),
    get("/admin/stock-locations?name=Sugandh%20Warehouse&fields=id"),
  ])
  if (existing >= target) {
    if (progress) console.log(`The catalogue already has ${existing} products (target ${target}).`)
    return { made: 0, seconds: 0 }
  }
  const category = Object.fromEntries(categories.map((c) => [c.handle, c.id]))

  // Word lists for believable names, notes and descriptions.
  const FIRST = [
    "Royal",
    "Velvet",
    "Amber",
    "Monsoon",
    "Desert",
    "Midnight",
    "Golden",
    "Saffron",
    "Silk",
    "Temple",
    "Garden",
    "Ocean",
    "Mystic",
    "Rose",
    "Kashmir",
    "Malabar",
    "Jaipur",
    "Misty",
    "Wild",
    "Sacred",
  ]
  const SECOND = [
    "Oud",
    "Musk",
    "Jasmine",
    "Sandal",
    "Vetiver",
    "Mogra",
    "Kewda",
    "Rain",
    "Bloom",
    "Dusk",
    "Breeze",
    "Ember",
    "Lotus",
    "Chai",
    "Leather",
    "Cedar",
    "Tuberose",
    "Iris",
    "Spice",
    "Mist",
  ]
  const NOTES = [
    "bergamot",
    "saffron",
    "rose",
    "oud",
    "amber",
    "musk",
    "sandalwood",
    "vetiver",
    "jasmine",
    "cardamom",
    "patchouli",
    "vanilla",
    "cedar",
    "lemon",
    "tea",
    "incense",
    "pepper",
    "tonka",
    "iris",
    "neroli",
  ]
  const BRANDS = ["Sugandh", "Sugandh Noir", "Attar House", "Dhoop Co", "Kannauj Works", "Mitti"]
  const KINDS = [
    {
      handle: "perfumes",
      sizes: ["10ml", "30ml", "50ml"],
      fragrances: ["woody", "floral", "fresh", "oriental"],
      prices: [249, 279, 299, 349, 399, 449, 499],
    },
    {
      handle: "attars",
      sizes: ["3gm", "6gm", "12gm"],
      fragrances: ["floral", "woody", "spicy", "oriental", "earthy", "herbal"],
      prices: [199, 249, 279, 299, 349, 399],
    },
    {
      handle: "incense-sticks",
      sizes: ["20 sticks", "30 sticks", "60 sticks"],
      fragrances: ["woody", "oud", "mixed", "herbal"],
      prices: [149, 199, 229, 249, 299, 349],
    },
    {
      handle: "room-fresheners",
      sizes: ["100ml", "200ml"],
      fragrances: ["floral", "woody", "oriental"],
      prices: [199, 249, 279, 299, 349],
    },
  ]
  const pick = (list, n) => list[n % list.length]
  // An attribute of product n that varies independently of its kind and of the other attributes:
  // MurmurHash3's 32-bit finaliser over (n, attribute). Picking by n * k tied them together (n is a
  // multiple of 4 for every perfume, so every perfume was woody and every product the first size).
  const vary = (list, n, attribute) => {
    let h = Math.imul(n, 0x9e3779b1) ^ Math.imul(attribute + 1, 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
    return list[((h ^ (h >>> 16)) >>> 0) % list.length]
  }

  function product(n) {
    const kind = pick(KINDS, n)
    const title = `${pick(FIRST, n * 7 + 3)} ${pick(SECOND, n * 13 + 5)} ${n}`
    const size = vary(kind.sizes, n, 1)
    const notes = {
      top: [pick(NOTES, n), pick(NOTES, n + 7)],
      heart: [pick(NOTES, n + 3)],
      base: [pick(NOTES, n + 11), pick(NOTES, n + 17)],
    }
    return {
      title,
      handle: `bench-${n}`,
      external_id: `B${n}`,
      status: "published",
      description: `${title}: ${notes.top.join(" and ")} over a heart of ${notes.heart[0]}, settling into ${notes.base.join(" and ")}. Alcohol-free, made in small batches.`,
      categories: [{ id: category[kind.handle] }],
      sales_channels: [{ id: channels[0].id }],
      shipping_profile_id: profiles[0].id,
      options: [{ title: "Size", values: [size] }],
      variants: [
        {
          title: size,
          sku: `B${n}`,
          options: { Size: size },
          manage_inventory: true,
          prices: [{ amount: vary(kind.prices, n, 2), currency_code: "inr" }],
        },
      ],
      metadata: {
        brand: vary(BRANDS, n, 3),
        size,
        fragrance: vary(kind.fragrances, n, 4),
        inspiredBy: `Inspired by ${pick(FIRST, n)} evenings`,
        alcoholFree: true,
        rating: 4 + (n % 10) / 10,
        reviews: n % 200,
        featured: n % 40 === 0,
        notes,
        ...(kind.handle === "attars" ? { realm: n % 2 ? "heritage" : "celestial" } : {}),
      },
    }
  }

  const [{ price_lists: lists }] = await Promise.all([get("/admin/price-lists?q=Bench%20launch%20offer&fields=id")])
  const saleList =
    lists[0]?.id ??
    (await post("/admin/price-lists", { title: "Bench launch offer", description: "Grown catalogue", type: "sale", status: "active" }))
      .price_list.id

  const started = Date.now()
  let made = 0
  for (let n = existing + 1; n <= target; n += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, target - n + 1) }, (_, i) => n + i)
    const { created } = await post("/admin/products/batch", { create: numbers.map(product) })
    // Stock at the warehouse (the variants' inventory items were created with them).
    const ids = created.map((p) => p.id).join(",")
    const { products } = await get(
      `/admin/products?id=${ids}&limit=${BATCH}&fields=id,external_id,variants.id,variants.prices.amount,variants.inventory_items.inventory_item_id`
    )
    const levels = products.flatMap((p) =>
      p.variants.flatMap((v) =>
        v.inventory_items.map((i) => ({
          inventory_item_id: i.inventory_item_id,
          location_id: locations[0].id,
          stocked_quantity: 5 + (Number(p.external_id.slice(1)) % 60),
        }))
      )
    )
    await post("/admin/inventory-items/location-levels/batch", { create: levels })
    // A third go on a launch offer: 25% off.
    const onSale = products.filter((p) => Number(p.external_id.slice(1)) % 3 === 0)
    if (onSale.length) {
      await post(`/admin/price-lists/${saleList}/prices/batch`, {
        create: onSale.map((p) => ({
          variant_id: p.variants[0].id,
          currency_code: "inr",
          amount: Math.round(p.variants[0].prices[0].amount * 0.75),
        })),
      })
    }
    made += created.length
    if (progress) process.stdout.write(`\r${existing + made} / ${target} products (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  const seconds = (Date.now() - started) / 1000
  if (progress) console.log(`\nAdded ${made} products in ${Math.round(seconds)} s.`)
  return { made, seconds }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2)
  const option = (name, fallback) => {
    const at = args.indexOf(name)
    return at === -1 ? fallback : args[at + 1]
  }
  await growCatalogue({
    target: Number(option("--to", "5000")),
    backend: option("--backend", process.env.BACKEND_URL || "http://localhost:9000"),
  })
}
