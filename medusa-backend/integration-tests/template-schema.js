// Which schema a migrated template database has, so that a copy of it can skip Medusa's
// migrations safely (helpers/runner.ts).
//
// A template is migrated by `medusa db:migrate` (migrations, link tables, search indexes). Its
// schema follows from the modules' migrations, our links and search index definitions, the
// modules medusa-config.ts loads (REDIS_URL and SEARCH_INDEX change that list) and the installed
// Medusa (package-lock.json). The maker stamps the template with a hash of all that (a comment on
// its public schema, which CREATE DATABASE ... TEMPLATE copies); the integration runner skips
// the migrations only when a copy's stamp equals the hash of the code and environment it runs
// with, so a template made before a migration was added is migrated as before, never trusted.
const { createHash } = require("node:crypto")
const fs = require("node:fs")
const path = require("node:path")

const BACKEND_DIR = path.join(__dirname, "..")
const STAMP_PREFIX = "sugandh migrated template "

/** Every file under dir (sorted, relative names), or none when it does not exist. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort()
}

/** @param {NodeJS.ProcessEnv} env */
function schemaFingerprint(env = process.env) {
  const modulesDir = path.join(BACKEND_DIR, "src/modules")
  const migrations = fs.existsSync(modulesDir)
    ? fs
        .readdirSync(modulesDir, { recursive: true })
        .map(String)
        .filter((name) => path.basename(name) === "migrations")
        .flatMap((name) => filesUnder(path.join(modulesDir, name)))
    : []
  const files = [
    path.join(BACKEND_DIR, "medusa-config.ts"),
    path.join(BACKEND_DIR, "..", "package-lock.json"),
    ...migrations.sort(),
    ...filesUnder(path.join(BACKEND_DIR, "src/links")),
    ...filesUnder(path.join(BACKEND_DIR, "src/search")),
  ]
  const hash = createHash("sha256")
  for (const file of files) {
    hash.update(path.relative(BACKEND_DIR, file))
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : "")
  }
  hash.update(`redis=${Boolean(env.REDIS_URL)} search=${env.SEARCH_INDEX === "off" ? "off" : "on"}`)
  return hash.digest("hex").slice(0, 32)
}

/** The statement that stamps a freshly migrated template (run while connected to it). */
function stampStatement(fingerprint = schemaFingerprint()) {
  return `comment on schema public is '${STAMP_PREFIX}${fingerprint}'`
}

/**
 * Whether the database a pg client is connected to is a copy of a template migrated from the
 * same code and module list as this process.
 * @param {{ query: (sql: string) => Promise<{ rows: Array<{ stamp: string | null }> }> }} client
 */
async function isMigratedCopy(client, env = process.env) {
  const { rows } = await client.query("select obj_description('public'::regnamespace, 'pg_namespace') as stamp")
  return rows[0]?.stamp === `${STAMP_PREFIX}${schemaFingerprint(env)}`
}

module.exports = { schemaFingerprint, stampStatement, isMigratedCopy }
