// @ts-check
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { BACKEND_DIR, BIN } from "./paths.mjs"
import { log } from "./log.mjs"
import { run } from "./processes.mjs"

/**
 * `npm start` serves Medusa's admin from a build instead of compiling it with Vite on the first
 * visit (19.6 s before its first page, issue 50). Medusa's admin loader compiles with Vite only
 * when NODE_ENV is exactly "development" and otherwise serves `<backend>/public/admin`. Everything
 * else in Medusa and the shop reads "dev…" as development (Medusa's `NODE_ENV.startsWith("dev")`)
 * or compares with "production" / "test" only, so "dev" keeps the development shop and serves the
 * build. `npm run dev` (`medusa develop`, NODE_ENV=development) keeps Vite and its hot reload.
 */
export const BUILT_ADMIN_NODE_ENV = "dev"

/** Where Medusa's admin loader reads a build (its ADMIN_RELATIVE_OUTPUT_DIR under the backend's root). */
const SERVED_DIR = path.join(BACKEND_DIR, "public", "admin")
/** Where `medusa build --admin-only` writes. */
const BUILD_DIR = path.join(BACKEND_DIR, ".medusa", "admin")
const KEY_FILE = path.join(SERVED_DIR, ".build-key")

const require = createRequire(path.join(BACKEND_DIR, "package.json"))

/** @param {string} dir @returns {string[]} every file under dir, sorted */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/**
 * What the build depends on: our admin extensions (src/admin), the config's admin options,
 * the Medusa packages that make the dashboard, and an admin backend URL if one is set (by default
 * the build calls its own origin, so `npm start` and the e2e stack share one build on any port).
 * @param {Record<string, string | undefined>} env
 */
function buildKey(env) {
  const hash = crypto.createHash("sha256")
  for (const pkg of ["@medusajs/medusa", "@medusajs/admin-bundler", "@medusajs/dashboard"]) {
    hash.update(`${pkg}@${require(`${pkg}/package.json`).version}\n`)
  }
  hash.update(`MEDUSA_ADMIN_BACKEND_URL=${env.MEDUSA_ADMIN_BACKEND_URL ?? ""}\n`)
  for (const file of [path.join(BACKEND_DIR, "medusa-config.ts"), ...filesUnder(path.join(BACKEND_DIR, "src", "admin"))]) {
    hash.update(`${path.relative(BACKEND_DIR, file)}\n`)
    hash.update(fs.readFileSync(file))
  }
  return hash.digest("hex")
}

/**
 * Builds the admin once (`medusa build --admin-only`, about 25 s) and puts it where Medusa serves
 * it; later starts reuse it while nothing it depends on changed.
 * @param {Record<string, string | undefined>} env the backend's environment (MEDUSA_ADMIN_BACKEND_URL, if set, is baked into the build)
 */
export async function ensureBuiltAdmin(env) {
  const key = buildKey(env)
  if (fs.existsSync(KEY_FILE) && fs.readFileSync(KEY_FILE, "utf8") === key) {
    log.ok("Medusa admin already built")
    return
  }
  log.step("Building the Medusa admin (once; reused until src/admin or Medusa changes)...")
  await run(path.join(BIN, "medusa"), ["build", "--admin-only"], {
    cwd: BACKEND_DIR,
    // Without NODE_ENV: Vite bundles React's development build when it says development, and
    // medusa-config.ts wants production secrets when it says production.
    env: { ...env, NODE_ENV: undefined },
    name: "medusa build --admin-only",
    quiet: true,
  })
  fs.rmSync(SERVED_DIR, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(SERVED_DIR), { recursive: true })
  fs.cpSync(BUILD_DIR, SERVED_DIR, { recursive: true })
  fs.writeFileSync(KEY_FILE, key)
  log.ok("Medusa admin built")
}
