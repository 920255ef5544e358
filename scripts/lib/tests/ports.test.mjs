// @ts-check
// Two test runs on one machine must never pick the same port or Redis database
// (scripts/lib/machine-claims.mjs, scripts/lib/ports.mjs).
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import { claim, liveClaims, release } from "../machine-claims.mjs"
import { assertPortUnused, reservePort } from "../ports.mjs"

const CLAIM_DIR = path.join(os.tmpdir(), "sugandh-test-claims")

/** A child process that holds `key` (it claims it, then waits) until killed. @param {string} key */
async function otherProcessClaiming(key) {
  const module = new URL("../machine-claims.mjs", import.meta.url).href
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { claim } from ${JSON.stringify(module)}; console.log(claim(${JSON.stringify(key)})); setInterval(() => {}, 1000)`,
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
    }
  )
  const said = await new Promise((resolve) => child.stdout.once("data", (d) => resolve(String(d).trim())))
  assert.equal(said, "true")
  return child
}

test("a key another live process holds cannot be claimed; once it dies, it can", async () => {
  const key = `test-key-${process.pid}-${Date.now()}`
  const other = await otherProcessClaiming(key)
  try {
    assert.equal(claim(key), false)
  } finally {
    other.kill("SIGKILL")
    await new Promise((resolve) => other.once("exit", resolve))
  }
  // Its lock file stays behind (SIGKILL runs no exit hook) and is taken over.
  assert.ok(fs.existsSync(path.join(CLAIM_DIR, key)))
  assert.equal(claim(key), true)
  release(key)
  assert.ok(!fs.existsSync(path.join(CLAIM_DIR, key)))
})

test("liveClaims counts the live holders of a prefix: test runs sharing the machine", async () => {
  const prefix = `test-share-${process.pid}-${Date.now()}-`
  assert.equal(liveClaims(prefix), 0)
  assert.equal(claim(`${prefix}${process.pid}`), true)
  const other = await otherProcessClaiming(`${prefix}other`)
  try {
    assert.equal(liveClaims(prefix), 2)
  } finally {
    other.kill("SIGKILL")
    await new Promise((resolve) => other.once("exit", resolve))
  }
  // A dead holder's file stays behind and is not counted.
  assert.equal(liveClaims(prefix), 1)
  release(`${prefix}${process.pid}`)
  assert.equal(liveClaims(prefix), 0)
})

test("reservePort skips a port another process has claimed and one that answers", async () => {
  const first = await reservePort(47100)
  // Another process holds the next port; something listens on the one after.
  const other = await otherProcessClaiming(`port-${first + 1}`)
  const listener = net.createServer().listen(first + 2, "127.0.0.1")
  await new Promise((resolve) => listener.once("listening", resolve))
  try {
    const next = await reservePort(first)
    assert.equal(next, first, "a process's own claim is its own")
    const after = await reservePort(first + 1)
    assert.ok(after > first + 2, `expected a port past ${first + 2}, got ${after}`)
    await assert.rejects(assertPortUnused(first + 2, "a test server"), /already answers: refusing to start a test server/)
  } finally {
    other.kill("SIGKILL")
    listener.close()
  }
})
