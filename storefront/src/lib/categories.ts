/**
 * The four catalogue categories. The handle is the Medusa category handle and
 * the storefront path; room-fresheners is shown to shoppers as "Home Spray".
 */
export const CATEGORY_HANDLES = ["perfumes", "attars", "room-fresheners", "incense-sticks"] as const

export type CategoryHandle = (typeof CATEGORY_HANDLES)[number]

type CategoryInfo = {
  handle: CategoryHandle
  path: `/${CategoryHandle}`
  title: string
  description: string
}

export const CATEGORIES: Record<CategoryHandle, CategoryInfo> = {
  perfumes: {
    handle: "perfumes",
    path: "/perfumes",
    title: "Perfumes",
    description: "Alcohol-free perfumes in 10ml bottles, inspired by well-loved signature scents.",
  },
  attars: {
    handle: "attars",
    path: "/attars",
    title: "Attars",
    description: "Concentrated, alcohol-free attars in 3gm vials, from Indian heritage to global notes.",
  },
  "room-fresheners": {
    handle: "room-fresheners",
    path: "/room-fresheners",
    title: "Home Spray",
    description: "100ml home sprays to fill your rooms with a lasting, gentle fragrance.",
  },
  "incense-sticks": {
    handle: "incense-sticks",
    path: "/incense-sticks",
    title: "Incense Sticks",
    description: "Incense sticks in packs of 20 to 60, for prayer, meditation and a calm home.",
  },
}

export function isCategoryHandle(value: string): value is CategoryHandle {
  return (CATEGORY_HANDLES as readonly string[]).includes(value)
}
