import type { CatalogueEntry } from "./types"

type SprayFields = Omit<
  CatalogueEntry,
  "category" | "size" | "brand" | "offer" | "price" | "originalPrice"
>

// Every home spray: ₹299 list, 20% launch offer, so ₹239 (spec sections 3 and 9).
const spray = (fields: SprayFields): CatalogueEntry => ({
  ...fields,
  category: "room-fresheners",
  size: "100ml",
  brand: "Sugandh Home",
  offer: 20,
  price: 239,
  originalPrice: 299,
})

export const HOME_SPRAYS: CatalogueEntry[] = [
  spray({
    id: "RF1",
    name: "Rose Garden Mist",
    fragrance: "floral",
    inspiredBy: "Inspired by a courtyard rose garden in full bloom",
    intro: "Our best-selling home spray: two sprays fill a living room with fresh roses for hours.",
    notes: { top: "rose water, lychee", heart: "Damask rose, geranium", base: "soft musk" },
    rating: 4.8,
    reviews: 327,
    featured: true,
    createdAt: "2025-02-20T10:00:00.000Z",
    collection: "Home Collection",
    tags: ["bestseller"],
  }),
  spray({
    id: "RF2",
    name: "Sandal Serenity",
    fragrance: "woody",
    inspiredBy: "Inspired by a quiet temple courtyard",
    intro: "Calming sandalwood and cedar for the pooja room, study or bedroom.",
    notes: { top: "cardamom", heart: "sandalwood", base: "cedar, amber" },
    rating: 4.7,
    reviews: 184,
    featured: false,
    createdAt: "2025-04-11T10:00:00.000Z",
    collection: "Home Collection",
  }),
  spray({
    id: "RF3",
    name: "Oud Majlis",
    fragrance: "oriental",
    inspiredBy: "Inspired by the welcome of an Arabian majlis",
    intro: "Rich oud and amber that make guests feel welcome the moment they walk in.",
    notes: { top: "saffron", heart: "oud, rose", base: "amber, vanilla" },
    rating: 4.6,
    reviews: 96,
    featured: false,
    createdAt: "2025-06-06T10:00:00.000Z",
    collection: "Home Collection",
  }),
  spray({
    id: "RF4",
    name: "Jasmine Courtyard",
    fragrance: "floral",
    inspiredBy: "Inspired by jasmine creepers on a summer evening",
    intro: "Sweet night-blooming jasmine that freshens a room without feeling heavy.",
    notes: { top: "green leaves, neroli", heart: "jasmine, tuberose", base: "light musk" },
    rating: 4.5,
    reviews: 73,
    featured: false,
    createdAt: "2025-08-18T10:00:00.000Z",
    collection: "Home Collection",
  }),
  spray({
    id: "RF5",
    name: "Cedar Lodge",
    fragrance: "woody",
    inspiredBy: "Inspired by a log fire in a mountain lodge",
    intro: "Warm cedar and a hint of smoke for cosy winter evenings at home.",
    notes: { top: "pine needles, orange peel", heart: "cedarwood, clove", base: "smoky birch, vanilla" },
    rating: 4.6,
    reviews: 58,
    featured: false,
    createdAt: "2025-11-03T10:00:00.000Z",
    collection: "Home Collection",
  }),
]
