import type { CategoryHandle, Fragrance } from "../catalogue/types"
import { PALETTES, type Palette } from "./palettes"

type ProductArtInput = {
  name: string
  brand: string
  size: string
  category: CategoryHandle
  fragrance: Fragrance
}

const WIDTH = 800
const HEIGHT = 800

/** Escapes text for use inside SVG elements and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")
}

/** Splits a name into at most two lines of about `max` characters, on word boundaries. */
export function wrapName(name: string, max = 18): string[] {
  const words = name.trim().split(/\s+/)
  const lines: string[] = []
  let current = ""
  for (const word of words) {
    const next = current ? `${current} ${word}` : word
    if (next.length > max && current) {
      lines.push(current)
      current = word
    } else {
      current = next
    }
  }
  if (current) lines.push(current)
  if (lines.length <= 2) return lines
  return [lines[0], lines.slice(1).join(" ")]
}

function perfumeBottle(p: Palette): string {
  return `
  <g id="art-perfume">
    <rect x="370" y="130" width="60" height="50" rx="6" fill="${p.ink}"/>
    <rect x="385" y="178" width="30" height="30" fill="${p.ink}" opacity="0.7"/>
    <rect x="290" y="205" width="220" height="250" rx="36" fill="#ffffff" fill-opacity="0.55" stroke="${p.ink}" stroke-width="6"/>
    <rect x="302" y="300" width="196" height="143" rx="26" fill="${p.accent}" fill-opacity="0.8"/>
    <rect x="330" y="250" width="140" height="56" rx="8" fill="#ffffff" stroke="${p.ink}" stroke-width="3"/>
    <path d="M312 225 q-6 60 0 120" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.8"/>
  </g>`
}

function attarVial(p: Palette): string {
  return `
  <g id="art-attar">
    <path d="M400 110 L412 250 L388 250 Z" fill="${p.ink}" opacity="0.85"/>
    <circle cx="400" cy="110" r="14" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/>
    <rect x="378" y="245" width="44" height="34" rx="6" fill="${p.ink}"/>
    <path d="M400 278 C 300 300, 290 420, 340 455 L 460 455 C 510 420, 500 300, 400 278 Z"
      fill="#ffffff" fill-opacity="0.55" stroke="${p.ink}" stroke-width="6"/>
    <path d="M318 380 C 320 420, 330 440, 345 448 L 455 448 C 470 440, 480 420, 482 380 Z" fill="${p.accent}" fill-opacity="0.85"/>
    <path d="M340 330 q60 -30 120 0" stroke="${p.ink}" stroke-width="3" fill="none" stroke-dasharray="6 6"/>
  </g>`
}

function sprayCan(p: Palette): string {
  const mist = [
    [520, 150, 7],
    [550, 130, 5],
    [560, 165, 6],
    [590, 145, 4],
    [585, 185, 5],
    [615, 165, 3],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}" opacity="0.7"/>`)
    .join("")
  return `
  <g id="art-spray">
    <rect x="378" y="135" width="44" height="30" rx="6" fill="${p.ink}"/>
    <rect x="420" y="143" width="60" height="12" rx="4" fill="${p.ink}"/>
    <path d="M325 215 Q 325 165 400 162 Q 475 165 475 215 Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="5"/>
    <rect x="325" y="212" width="150" height="250" rx="16" fill="#ffffff" fill-opacity="0.6" stroke="${p.ink}" stroke-width="6"/>
    <rect x="325" y="270" width="150" height="120" fill="${p.accent}" fill-opacity="0.85"/>
    <circle cx="400" cy="330" r="32" fill="#ffffff" fill-opacity="0.8"/>
    ${mist}
  </g>`
}

function incenseSticks(p: Palette): string {
  const sticks = [
    { x: 360, angle: -12 },
    { x: 400, angle: 0 },
    { x: 440, angle: 12 },
  ]
    .map(
      ({ x, angle }) => `
    <g transform="rotate(${angle} ${x} 430)">
      <rect x="${x - 4}" y="200" width="8" height="230" rx="3" fill="${p.ink}"/>
      <rect x="${x - 6}" y="200" width="12" height="150" rx="5" fill="${p.accent}"/>
      <circle cx="${x}" cy="198" r="6" fill="#ff7a1a"/>
      <path d="M${x} 190 C ${x - 25} 160, ${x + 25} 140, ${x} 110 S ${x - 20} 70, ${x + 5} 40"
        stroke="${p.ink}" stroke-opacity="0.35" stroke-width="5" fill="none" stroke-linecap="round"/>
    </g>`
    )
    .join("")
  return `
  <g id="art-incense">
    ${sticks}
    <path d="M300 440 Q 400 480 500 440 L 480 470 Q 400 500 320 470 Z" fill="${p.ink}"/>
    <ellipse cx="400" cy="440" rx="100" ry="18" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/>
  </g>`
}

const ART: Record<CategoryHandle, (p: Palette) => string> = {
  perfumes: perfumeBottle,
  attars: attarVial,
  "room-fresheners": sprayCan,
  "incense-sticks": incenseSticks,
}

/**
 * A product image as SVG: category art (bottle, vial, spray, sticks) in the
 * fragrance family's colours, with the name, brand and size. No network needed.
 */
export function renderProductSvg(input: ProductArtInput): string {
  const palette = PALETTES[input.fragrance]
  const lines = wrapName(input.name)
  const nameY = lines.length === 1 ? 590 : 565
  const nameText = lines.map((line, i) => `<tspan x="400" y="${nameY + i * 56}">${escapeXml(line)}</tspan>`).join("")
  const caption = escapeXml(`${input.brand} · ${input.size}`)
  const label = escapeXml(input.name)
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}" data-category="${input.category}" data-fragrance="${input.fragrance}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="130" cy="120" r="90" fill="#ffffff" opacity="0.25"/>
  <circle cx="690" cy="250" r="60" fill="#ffffff" opacity="0.2"/>
  <circle cx="400" cy="320" r="210" fill="#ffffff" opacity="0.18"/>
  ${ART[input.category](palette)}
  <text text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="50" font-weight="bold" fill="${palette.ink}">${nameText}</text>
  <text x="400" y="700" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="${palette.ink}" opacity="0.8">${caption}</text>
  <text x="400" y="745" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" letter-spacing="4" fill="${palette.ink}" opacity="0.6">ALCOHOL-FREE</text>
</svg>
`
}
