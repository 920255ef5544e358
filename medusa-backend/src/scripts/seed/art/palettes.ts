import type { Fragrance } from "../catalogue/types"

export type Palette = {
  /** Background gradient, light to darker. */
  from: string
  to: string
  /** Liquid, smoke and label colour. */
  accent: string
  /** Text and outlines. */
  ink: string
}

// One palette per fragrance family so a grid of cards reads by colour at a glance.
export const PALETTES: Record<Fragrance, Palette> = {
  fresh: { from: "#e6f8fb", to: "#9fdde6", accent: "#1c9aab", ink: "#0b4a53" },
  oriental: { from: "#fff3e0", to: "#f6b66b", accent: "#b5541c", ink: "#5a2208" },
  woody: { from: "#f1ebe7", to: "#b79c8c", accent: "#7a5443", ink: "#3e2a21" },
  floral: { from: "#fde8f0", to: "#f3a6c2", accent: "#c2326b", ink: "#5e1233" },
  spicy: { from: "#ffecea", to: "#ee8f84", accent: "#c0392b", ink: "#5c1610" },
  earthy: { from: "#f4ebe1", to: "#c9ab8c", accent: "#8a5a33", ink: "#45301c" },
  herbal: { from: "#eaf6ea", to: "#97cf98", accent: "#2e7d32", ink: "#173f19" },
  oud: { from: "#efe9f7", to: "#a992d6", accent: "#4a2a8a", ink: "#241245" },
  spiritual: { from: "#fffbe6", to: "#ffd66b", accent: "#d9731a", ink: "#5b300a" },
  resin: { from: "#fff7e3", to: "#f2c65a", accent: "#a8741a", ink: "#4d350b" },
  mixed: { from: "#f5e9f7", to: "#d3a1de", accent: "#7b2c8f", ink: "#3b1245" },
}
