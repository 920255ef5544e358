import { describe, expect, it } from "vitest"
import { lowPriorityModulePreloads } from "./script-priority.server"

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves other links and scripts alone", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
      '<img src="/static/p1.svg" fetchpriority="high"/><link rel="modulepreload" href="/assets/b.js"/><script type="module">import("/assets/a.js")</script>'
    expect(lowPriorityModulePreloads(html)).toBe(
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
        '<img src="/static/p1.svg" fetchpriority="high"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><script type="module">import("/assets/a.js")</script>'
    )
  })

  it("does not add the attribute twice", () => {
    const once = lowPriorityModulePreloads('<link rel="modulepreload" href="/a.js"/>')
    expect(lowPriorityModulePreloads(once)).toBe(once)
  })
})
