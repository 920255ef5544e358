// @ts-check
import { spawn } from "node:child_process"
import path from "node:path"
import { BACKEND_DIR, freePort } from "./medusa-process.mjs"

export const STOREFRONT_DIR = path.resolve(BACKEND_DIR, "../storefront")

/** Starts the built storefront's Node server (storefront/server.mjs) as production runs it, and waits for /healthz. */
export async function startStorefrontServer(env = {}) {
  const port = await freePort()
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
