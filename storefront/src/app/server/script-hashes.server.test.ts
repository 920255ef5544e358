import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { inlineScriptHashes } from "./script-hashes.server"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

describe("inlineScriptHashes", () => {
  it("hashes each inline script the browser runs, once, and nothing loaded by src or never executed", () => {
    const data = 'window.__reactRouterContext = {"state":{"loaderData":{"p":"₹299"}}};'
    const boot = 'import "/assets/entry.client.js";\nwindow.__reactRouterRouteModules = {};'
    const html = [
      "<html><head>",
      `<script type="application/ld+json">{"@type":"Product"}</script>`,
      `<script src="/assets/a.js" type="module"></script>`,
      `</head><body><script>${data}</script>`,
      `<script type="module" async="">${boot}</script>`,
      `<script>${data}</script>`,
      "</body></html>",
    ].join("")
    expect(inlineScriptHashes(html)).toEqual([sha(data), sha(boot)])
  })
})
