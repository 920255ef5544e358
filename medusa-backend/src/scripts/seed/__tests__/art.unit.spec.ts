import { escapeXml, renderProductSvg, wrapName } from "../art/product-art"
import { toStoredFileUrl } from "../images"

const base = { name: "Velvet Oud", brand: "Sugandh", size: "10ml", category: "perfumes" as const, fragrance: "oriental" as const }

describe("product SVG art", () => {
  it("is a well-formed SVG document with the product name", () => {
    const svg = renderProductSvg(base)
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(svg).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 800 800"/)
    expect(svg.trim().endsWith("</svg>")).toBe(true)
    expect(svg).toContain(">Velvet Oud</tspan>")
    expect(svg).toContain("Sugandh · 10ml")
    // Balanced tags: every opening non-self-closing tag is closed
    const opened = (svg.match(/<(svg|g|text|defs|linearGradient|tspan)[\s>]/g) ?? []).length
    const closed = (svg.match(/<\/(svg|g|text|defs|linearGradient|tspan)>/g) ?? []).length
    expect(opened).toBe(closed)
  })

  it("escapes the name so markup in it cannot break or inject into the SVG", () => {
    const svg = renderProductSvg({ ...base, name: `Neem & Camphor <script>"x"'` })
    expect(svg).not.toContain("<script>")
    expect(svg).toContain("Neem &amp; Camphor")
    expect(svg).toContain("&lt;script&gt;")
    expect(svg).toContain('aria-label="Neem &amp; Camphor &lt;script&gt;&quot;x&quot;&apos;"')
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&apos;")
  })

  it("draws different art per category and colours per fragrance", () => {
    expect(renderProductSvg(base)).toContain('id="art-perfume"')
    expect(renderProductSvg({ ...base, category: "attars" })).toContain('id="art-attar"')
    expect(renderProductSvg({ ...base, category: "room-fresheners" })).toContain('id="art-spray"')
    expect(renderProductSvg({ ...base, category: "incense-sticks" })).toContain('id="art-incense"')

    const woody = renderProductSvg({ ...base, fragrance: "woody" })
    const floral = renderProductSvg({ ...base, fragrance: "floral" })
    expect(woody).not.toBe(floral)
    const stops = (svg: string) => svg.match(/stop-color="[^"]+"/g)
    expect(stops(woody)).not.toEqual(stops(floral))
  })

  it("wraps long names onto at most two lines", () => {
    expect(wrapName("Velvet Oud")).toEqual(["Velvet Oud"])
    expect(wrapName("Chandan Pooja Agarbatti")).toEqual(["Chandan Pooja", "Agarbatti"])
    expect(wrapName("One Two Three Four Five Six Seven Eight").length).toBe(2)
  })
})

describe("stored image URLs", () => {
  it("keeps this backend's /static files as same-origin paths", () => {
    expect(toStoredFileUrl("http://localhost:9000/static/1-p1.svg", "http://localhost:9000")).toBe("/static/1-p1.svg")
  })
  it("leaves other hosts and providers alone", () => {
    expect(toStoredFileUrl("https://cdn.example.com/static/1-p1.svg", "http://localhost:9000")).toBe(
      "https://cdn.example.com/static/1-p1.svg"
    )
    expect(toStoredFileUrl("http://localhost:9000/other/1.svg", "http://localhost:9000")).toBe("http://localhost:9000/other/1.svg")
  })
})
