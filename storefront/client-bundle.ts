import type { Plugin, Rollup } from "vite"

/**
 * How the browser's bundle is cut (vite.config.ts). Lighthouse's simulated phone
 * pays about one round trip (150 ms) per request, six at a time, so a page that
 * named 17 stylesheets and 44 scripts before its largest image spent most of its
 * LCP waiting in line (issue 35). Three rules bring that down:
 *
 * - one stylesheet for the whole app (`build.cssCodeSplit: false`): about 18 KB
 *   gzipped, cached for a year, instead of a file per chunk;
 * - one "shell" chunk for the libraries every page runs (React, React DOM, React
 *   Router, TanStack Query) and the global stylesheets, so they open the one
 *   stylesheet (see stylesheetOrder);
 * - Rollup merges chunks under 5 KB into the chunks they load with
 *   (`experimentalMinChunkSize`), instead of a file per combination of routes that
 *   share a module. At 20 KB the merged chunks carried code / never runs (the cart
 *   page, checkout's texts) into its first scripts: 155 KiB gzipped in 15 files,
 *   against 144 KiB in 20 at 5 KB (issue 49, bench/RESULTS.md).
 *
 * The app's own modules are not put in the shell by hand: @sugandh/contract is read
 * through its index, and a manual chunk takes in everything a module it holds
 * depends on, which through that index is every answer schema. Rollup places them
 * by what really uses them. Zod and the answer schemas are in none of the pages'
 * first scripts: src/lib/answers.ts loads them with the first answer to parse.
 */
const SHELL = [
  /\/node_modules\/(react|react-dom|react-router|scheduler|@tanstack\/[^/]+|cookie|set-cookie-parser)\//,
  /\/src\/styles\/(tokens|global|recipes|forms)\.css$/,
]

const withoutQuery = (id: string) => id.split("?")[0]!

/** Rollup's `manualChunks` for the client build: the shell's modules go into one chunk, the rest as Rollup splits them. */
export function shellChunk(): Rollup.GetManualChunk {
  return (id) => (SHELL.some((pattern) => pattern.test(withoutQuery(id))) ? "shell" : null)
}

/** The stylesheets that must open the app's one stylesheet, in this order (root.tsx imports them first). */
const FIRST_STYLESHEETS = ["/src/styles/tokens.css", "/src/styles/global.css", "/src/styles/recipes.css"]

/**
 * Fails the client build unless the one stylesheet starts with the tokens, the global base and
 * the recipes. Vite joins the chunks' CSS imports-first, so a component's CSS Module in a chunk
 * the root imports would otherwise come before them and lose to a recipe of equal weight. The
 * shell chunk keeps them first (root.tsx imports them before anything); this check keeps it so.
 * It walks the chunks as Vite's single-stylesheet build does (entries, each after its imports).
 */
export function stylesheetOrder(): Plugin {
  return {
    name: "sugandh:stylesheet-order",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return
      const order: string[] = []
      const seen = new Set<string>()
      const visit = (fileName: string) => {
        const chunk = bundle[fileName]
        if (chunk?.type !== "chunk" || seen.has(fileName)) return
        seen.add(fileName)
        chunk.imports.forEach(visit)
        order.push(...chunk.moduleIds.map(withoutQuery).filter((id) => id.endsWith(".css")))
      }
      for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === "chunk" && chunk.isEntry) visit(fileName)
      const opening = order.slice(0, FIRST_STYLESHEETS.length)
      if (!FIRST_STYLESHEETS.every((sheet, i) => opening[i]?.endsWith(sheet)))
        this.error(`The stylesheet must open with ${FIRST_STYLESHEETS.join(", ")}; it opens with ${opening.join(", ")}`)
    },
  }
}
