import { execFile, spawn } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { BACKEND_DIR } from "./medusa-process.mjs"

/**
 * The built server, as the Docker image runs it: `medusa build`, then
 * `medusa start` inside .medusa/server. The build runs in a temporary copy of
 * the backend's sources so it never leaves .medusa/ (and its generated
 * types) in the working folder.
 */
const run = promisify(execFile)
const NODE_MODULES = path.resolve(BACKEND_DIR, "../node_modules")
const MEDUSA_BIN = path.join(NODE_MODULES, ".bin/medusa")
const SOURCES = ["package.json", "tsconfig.json", "medusa-config.ts", "instrumentation.ts", "src"]

/**
 * Returns { serverDir, typeErrors, remove() }. `medusa build` exits 1 when
 * TypeScript reports errors against the types it generates, yet still emits
 * the server; those errors are returned (for the caller to report), not thrown.
 */
export async function buildServer() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "sugandh-build-"))
  try {
    return await buildIn(root)
  } catch (error) {
    await fs.rm(root, { recursive: true, force: true })
    throw error
  }
}

async function buildIn(root) {
  for (const entry of SOURCES) {
    await fs.cp(path.join(BACKEND_DIR, entry), path.join(root, entry), { recursive: true })
  }
  // Modules resolve upwards from .medusa/server to this link, as they do from /app/node_modules in the image.
  await fs.symlink(NODE_MODULES, path.join(root, "node_modules"), "dir")
  const env = { ...process.env, DISABLE_MEDUSA_ADMIN: "true", MEDUSA_DISABLE_TELEMETRY: "true" }
  let typeErrors = []
  try {
    await run(MEDUSA_BIN, ["build"], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.replace(/\x1b\[[0-9;]*m/g, "")
    typeErrors = output.split("\n").filter((line) => / error TS\d+:/.test(line))
    if (typeErrors.length === 0) throw error
  }
  const serverDir = path.join(root, ".medusa/server")
  await fs.access(path.join(serverDir, "medusa-config.js"))
  return { serverDir, typeErrors, remove: () => fs.rm(root, { recursive: true, force: true }) }
}

/**
 * `medusa start` in a built server folder; resolves once /health answers.
 * Returns { url, pid, lines, exited, signal(name), kill() }.
 */
export async function startBuiltServer({ serverDir, env, port, readyTimeoutMs = 120_000 }) {
  const child = spawn(MEDUSA_BIN, ["start"], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const lines = []
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ""
    stream.on("data", (chunk) => {
      const parts = (pending + chunk).split("\n")
      pending = parts.pop() ?? ""
      lines.push(...parts.filter((line) => line.trim()))
    })
  }
  let exitInfo = null
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve((exitInfo = { code, signal }))))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (exitInfo) throw new Error(`built server exited while starting (${JSON.stringify(exitInfo)})\n${lines.slice(-20).join("\n")}`)
    if (Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`built server: ${url}/health did not answer within ${readyTimeoutMs} ms`)
    }
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    pid: child.pid,
    lines,
    exited,
    signal: (name) => exitInfo === null && child.kill(name),
    kill: () => exitInfo === null && child.kill("SIGKILL"),
  }
}
