import { ATTARS } from "./attars"
import { HOME_SPRAYS } from "./home-sprays"
import { INCENSE } from "./incense"
import { PERFUMES } from "./perfumes"
import type { CatalogueEntry, CategoryHandle } from "./types"

export * from "./types"

/** The whole seeded catalogue: 52 products. */
export const CATALOGUE: CatalogueEntry[] = [...PERFUMES, ...ATTARS, ...HOME_SPRAYS, ...INCENSE]

/** Categories as the shop names them ("room-fresheners" is shown as Home Spray). */
export const CATEGORIES: { handle: CategoryHandle; name: string; description: string }[] = [
  { handle: "perfumes", name: "Perfumes", description: "Alcohol-free perfume oils in 10ml roll-ons." },
  { handle: "attars", name: "Attars", description: "Traditional and global attars in 3gm bottles." },
  { handle: "incense-sticks", name: "Incense Sticks", description: "Hand-rolled agarbatti and masala sticks." },
  { handle: "room-fresheners", name: "Home Spray", description: "Alcohol-free home and room sprays, 100ml." },
]
