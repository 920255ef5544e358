// @ts-check
import { execFile } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { BACKEND_DIR, MEDUSA_BIN } from "./medusa-process.mjs"

/**
 * `medusa build` (server and admin, as the Dockerfile builds it) in a
 * temporary copy of the backend's sources, so a test can run the built server
 * (startMedusa with cwd: serverDir) without touching the working folder's
 * .medusa/. `npm test` builds once per run and passes the folder on in
 * PROCESS_TESTS_BUILT_SERVER; a test file run alone builds its own.
 */
const run = promisify(execFile)
const NODE_MODULES = path.resolve(BACKEND_DIR, "../node_modules")
const SOURCES = ["package.json", "tsconfig.json", "medusa-config.ts", "instrumentation.ts", "src"]

/** Returns { serverDir, remove() }. */
export async function buildServer() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "sugandh-build-"))
  const remove = () => fs.rm(root, { recursive: true, force: true })
  try {
    for (const entry of SOURCES) {
      await fs.cp(path.join(BACKEND_DIR, entry), path.join(root, entry), { recursive: true })
    }
    // Modules resolve upwards from .medusa/server to this link, as they do from /app/node_modules in the image.
    await fs.symlink(NODE_MODULES, path.join(root, "node_modules"), "dir")
    const env = { ...process.env, DISABLE_MEDUSA_ADMIN: "false", MEDUSA_DISABLE_TELEMETRY: "true" }
    await run(MEDUSA_BIN, ["build"], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 })
    const serverDir = path.join(root, ".medusa/server")
    await fs.access(path.join(serverDir, "instrumentation.js"))
    return { serverDir, remove }
  } catch (error) {
    await remove()
    throw error
  }
}

/** The run's shared build when `npm test` made one, else a fresh build; remove() leaves a shared one alone. */
export async function builtServer() {
  const shared = process.env.PROCESS_TESTS_BUILT_SERVER
  if (shared) return { serverDir: shared, remove: async () => {} }
  return buildServer()
}
