import { bench, describe } from "vitest"
import { suggest, type Searchable } from "./search"

/**
 * Suggestions per keystroke: the 52-product catalogue and 10 000 synthetic
 * products. Goals: < 2 ms and < 20 ms. Run: npx vitest bench --run
 */
const WORDS = ["Oud", "Rose", "Musk", "Amber", "Sandal", "Jasmine", "Vetiver", "Citrus", "Saffron", "Lotus", "Cedar", "Mogra"]
const FRAGRANCES = ["fresh", "oriental", "woody", "floral", "spicy", "earthy", "herbal", "oud", "spiritual", "resin", "mixed"]
const CATEGORIES = ["perfumes", "attars", "room-fresheners", "incense-sticks"]

function synthetic(n: number): Searchable[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
    brand: i % 3 ? "Sugandh" : "Mandir",
    category: CATEGORIES[i % 4]!,
    fragrance: FRAGRANCES[i % FRAGRANCES.length]!,
    inspiredBy: i % 2 ? `Classic ${WORDS[(i * 3) % WORDS.length]}` : "",
    description: `A ${FRAGRANCES[i % FRAGRANCES.length]} blend with notes of ${WORDS[(i * 5) % WORDS.length]}.`,
  }))
}

const catalogue = synthetic(52)
const large = synthetic(10_000)
// Keystrokes of a shopper typing, plus a query that matches nothing (the worst case: a full scan).
const keystrokes = ["sa", "saf", "saff", "saffr", "saffro", "saffron", "zzzz"]

describe("search suggestions per keystroke", () => {
  bench("catalogue (52 products)", () => {
    for (const q of keystrokes) suggest(catalogue, q)
  })
  bench("10 000 synthetic products", () => {
    for (const q of keystrokes) suggest(large, q)
  })
})
