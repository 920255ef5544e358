import { describe, expect, it } from "vitest"
import { deferHydration } from "./defer-hydration.server"

// The shape React Router 7's <Scripts /> renders (fog of war on: no manifest import).
const page = (script: string) =>
  '<link rel="stylesheet" href="/assets/style.css"/><img src="/static/p1.svg" fetchpriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="" nonce="n">${script}</script>`

const ROUTER_SCRIPT =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.route.js";\n' +
  '  window.__reactRouterManifest = {"url": "$&"};\n  window.__reactRouterRouteModules = {"root":route0,"routes/home.route":route1};\n\nimport("/assets/entry.client.js");'

describe("deferHydration", () => {
  const html = deferHydration(page(ROUTER_SCRIPT))
  const script = /<script type="module" async="" nonce="n">([\s\S]*?)<\/script>/.exec(html)![1]!

  it("turns the module preloads into links without rel, in their place", () => {
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain(
      '<link data-deferred-rel="modulepreload" href="/assets/entry.client.js"/><link data-deferred-rel="modulepreload" href="/assets/shell.js"/>'
    )
    expect(html).toContain('<link rel="stylesheet" href="/assets/style.css"/><img src="/static/p1.svg" fetchpriority="high"/>')
  })

  it("imports the route modules only after the load event, its next frame and a presented paint, then gives the preloads their rel back", () => {
    expect(script).not.toMatch(/^\s*import \* as/m)
    const wait = script.indexOf('addEventListener("load"')
    const preloads = script.indexOf("link.rel = link.dataset.deferredRel")
    const routes = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.route.js")]);'
    )
    const entry = script.indexOf('import("/assets/entry.client.js")')
    expect(wait).toBeGreaterThan(-1)
    expect(script.indexOf('type: "largest-contentful-paint", buffered: true')).toBeGreaterThan(-1)
    expect(preloads).toBeGreaterThan(wait)
    expect(routes).toBeGreaterThan(preloads)
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(routes)
    expect(entry).toBeGreaterThan(routes)
    // The rest of the script is copied as it is (no `$&` replacement patterns applied).
    expect(script).toContain('window.__reactRouterManifest = {"url": "$&"};')
  })

  it("runs as a module script: the rewritten text parses with top-level await", () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown
    expect(() => new AsyncFunction(script.replace(/\bimport\(/g, "load("))).not.toThrow()
  })

  it("leaves a page without React Router's module script as it is", () => {
    const other = '<link rel="modulepreload" href="/a.js"/><script type="module">console.log(1)</script>'
    expect(deferHydration(other)).toBe(other)
  })
})
