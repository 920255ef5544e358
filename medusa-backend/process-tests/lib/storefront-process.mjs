// @ts-check
import { execFile, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { BACKEND_DIR, freePort } from "./medusa-process.mjs"

export const STOREFRONT_DIR = path.resolve(BACKEND_DIR, "../storefront")

/** Builds the storefront (react-router build) unless dist/server is there already. */
export async function ensureStorefrontBuilt() {
  if (fs.existsSync(path.join(STOREFRONT_DIR, "dist/server/index.js"))) return
  await promisify(execFile)(path.join(STOREFRONT_DIR, "node_modules/.bin/react-router"), ["build"], {
    cwd: STOREFRONT_DIR,
    maxBuffer: 64 * 1024 * 1024,
  })
}

/**
 * Starts the built storefront's Node server (storefront/server.mjs) as production runs it, and waits for /healthz.
 * @param {Record<string, string>} [env]
 * @param {{ port?: number }} [options] a given port lets a restarted server come back where nginx expects it
 */
export async function startStorefrontServer(env = {}, { port } = {}) {
  port = port ?? (await freePort())
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: STOREFRONT_DIR,
    env: { ...process.env, NODE_ENV: "production", PROXY_BACKEND: "", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const lines = []
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => lines.push(...String(chunk).split("\n").filter(Boolean)))
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })))
  let done = false
  exited.then(() => (done = true))
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (done) throw new Error(`storefront server exited:\n${lines.join("\n")}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`storefront server did not answer /healthz:\n${lines.join("\n")}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    url,
    pid: child.pid,
    lines,
    exited,
    signal: (sig) => !done && child.kill(sig),
    async stop() {
      if (done) return exited
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000)
      const info = await exited
      clearTimeout(timer)
      return info
    },
  }
}
