import { Transform } from "node:stream"

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g

/**
 * Marks React Router's module preloads `fetchpriority="low"`. The page is
 * already in the HTML: what it needs first is its stylesheets and its largest
 * image, not the ~27 scripts that hydrate it, which otherwise load at high
 * priority and share a slow phone connection with them. Hydration still
 * starts as soon as the scripts are in. (`<Scripts />` has no prop for this;
 * the links carry suppressHydrationWarning, so the attribute never upsets hydration.)
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"')
}

/** The same, on the rendered HTML stream: buffers it (the page is complete when it starts, see onAllReady) and rewrites it once. */
export function lowPriorityModulePreloadStream(): Transform {
  const chunks: Buffer[] = []
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
      done()
    },
    flush(done) {
      done(null, lowPriorityModulePreloads(Buffer.concat(chunks).toString("utf8")))
    },
  })
}
