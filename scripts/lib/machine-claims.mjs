// @ts-check
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/**
 * Things that test runs on one machine must not share (a port between choosing it
 * and binding it, a logical Redis database), claimed by one lock file each that
 * holds the owner's pid. A claim lasts until its process exits; a claim whose
 * owner died is taken over. Two runs at once (two clones, two `bash .ci/run`)
 * therefore never pick the same one.
 */
const CLAIM_DIR = path.join(os.tmpdir(), "sugandh-test-claims")
/** @type {Set<string>} */
const held = new Set()
process.once("exit", () => {
  for (const file of held) fs.rmSync(file, { force: true })
})

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM"
  }
}

/**
 * Claims `key` for this process: true when it is now ours, false when a live process holds it.
 * @param {string} key e.g. "port-9200", "redis-db-11"
 */
export function claim(key) {
  fs.mkdirSync(CLAIM_DIR, { recursive: true })
  const file = path.join(CLAIM_DIR, key)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" })
      held.add(file)
      return true
    } catch {
      const owner = Number(fs.readFileSync(file, "utf8") || 0)
      if (owner === process.pid) return true
      if (owner && isAlive(owner)) return false
      fs.rmSync(file, { force: true }) // its owner died without giving it back
    }
  }
  return false
}

/** Gives a claim back before the process exits. @param {string} key */
export function release(key) {
  const file = path.join(CLAIM_DIR, key)
  if (held.delete(file)) fs.rmSync(file, { force: true })
}

/**
 * How many live processes hold a claim whose key starts with `prefix`: e.g. the test runs
 * on this machine now ("test-run-<pid>", this one included), so each can take its share
 * of the cores.
 * @param {string} prefix
 */
export function liveClaims(prefix) {
  fs.mkdirSync(CLAIM_DIR, { recursive: true })
  let count = 0
  for (const name of fs.readdirSync(CLAIM_DIR)) {
    if (!name.startsWith(prefix)) continue
    try {
      const owner = Number(fs.readFileSync(path.join(CLAIM_DIR, name), "utf8") || 0)
      if (owner && isAlive(owner)) count++
    } catch {
      // given back while we looked
    }
  }
  return count
}
