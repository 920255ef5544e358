import { createHash } from "node:crypto"

// An inline <script> (no src) and its text, exactly as the browser hashes it.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
// Types the browser runs; JSON-LD and other data blocks are never executed, so the policy need not name them.
const RUNNABLE_TYPE = /\btype\s*=\s*["']?(module|text\/javascript|application\/javascript)["']?/i

/**
 * The CSP source expressions ('sha256-...') of every inline script the page
 * runs, in order, without repeats. A page a shared cache keeps is sent to many
 * people: its policy names these hashes, which only this exact HTML matches,
 * instead of a nonce that every later reader of the cached copy would learn.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    if (/\btype\s*=/i.test(attributes) && !RUNNABLE_TYPE.test(attributes)) continue
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`
    if (!hashes.includes(hash)) hashes.push(hash)
  }
  return hashes
}
