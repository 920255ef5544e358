// React Router's module script: static imports of the matched routes' modules, then `import(entry)`.
const MODULE_SCRIPT = /(<script\b[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/
const ROUTE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/gm
const PLAIN_IMPORT = /^;?\s*import ("[^"]+");?\s*$/gm
const MODULE_PRELOAD = /<link rel="modulepreload"/g

// After the window's load event (the page's eager images are in), the frame after it and a largest
// contentful paint the browser has presented (where it reports them: on a starved CPU the frame can
// reach the screen a second later), or 3 s at most. Then the module preloads get their rel back.
const AFTER_FIRST_PAINT =
  "await new Promise((go) => { setTimeout(go, 3000);" +
  ' const presented = () => PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")' +
  ' ? new PerformanceObserver((_, observer) => { observer.disconnect(); go() }).observe({ type: "largest-contentful-paint", buffered: true }) : go();' +
  " const frame = () => requestAnimationFrame(() => setTimeout(presented));" +
  ' document.readyState === "complete" ? frame() : addEventListener("load", frame, { once: true }) });' +
  ' for (const link of document.querySelectorAll("link[data-deferred-rel]")) link.rel = link.dataset.deferredRel;'

/**
 * Starts hydration's scripts after the page's first paint with its images, not
 * before it. The server-rendered page needs none of them to paint; but fetched at
 * once (React Router's module preloads and its module script's static imports),
 * they finished before the largest image was painted, and Lighthouse's simulated
 * phone then counts all of them into the largest contentful paint (on this
 * machine LCP went from 1.3 s to 2.4-3.0 s depending on which arrived first).
 *
 * The preload links keep their place (hydration renders them too) but lose their
 * `rel` until the script gives it back; the module script's static imports become
 * dynamic ones after the wait. A page whose script does not have the expected
 * shape is left as it is.
 */
export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script || !script[2]!.includes("__reactRouterRouteModules")) return html
  const [whole, open, body, close] = script as unknown as [string, string, string, string]
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }))
  const plain = [...body.matchAll(PLAIN_IMPORT)].map(([, url]) => url!)
  if (routes.length === 0) return html
  const imports =
    plain.map((url) => `await import(${url});`).join(" ") +
    ` const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${routes.map((r) => `import(${r.url})`).join(", ")}]);`
  const rest = body.replace(ROUTE_IMPORT, "").replace(PLAIN_IMPORT, "")
  const deferred = `${open}${AFTER_FIRST_PAINT}${imports}\n${rest}${close}`
  return html.replace(whole, () => deferred).replace(MODULE_PRELOAD, '<link data-deferred-rel="modulepreload"')
}
