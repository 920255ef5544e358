// @ts-check
// The backup archive: a gzip'd tar (node-tar) whose first entry, manifest.json, lists
// every other entry with its size and SHA-256. The manifest comes first so a cut-short
// archive still says what it should have held, and the restore can name what is missing.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { pipeline } from "node:stream/promises"
import zlib from "node:zlib"
import * as tar from "tar"

export const MANIFEST = "manifest.json"
export const MANIFEST_KIND = "sugandh-backup"
export const DATABASE_ENTRY = "database.dump"
/** Archive folders of the two upload directories. */
export const UPLOAD_ENTRIES = /** @type {const} */ (["uploads", "private-uploads"])

/** @param {string} file */
export async function sha256Of(file) {
  const hash = crypto.createHash("sha256")
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk)
  return hash.digest("hex")
}

/** Every regular file under dir, as paths relative to root with "/" separators. @param {string} root @param {string} dir */
export function filesUnder(root, dir) {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}

/**
 * Writes manifest.json for everything in the staging folder, then the archive (to a
 * ".partial" name first, so an interrupted backup never looks like a finished one).
 * @param {string} staging
 * @param {string} archiveFile
 * @param {Record<string, unknown>} facts shop version, time, database versions
 */
export async function writeArchive(staging, archiveFile, facts) {
  const entries = [DATABASE_ENTRY, ...UPLOAD_ENTRIES.flatMap((dir) => filesUnder(staging, dir))]
  const files = []
  for (const entry of entries) {
    const file = path.join(staging, entry)
    files.push({ path: entry, bytes: fs.statSync(file).size, sha256: await sha256Of(file) })
  }
  const manifest = { kind: MANIFEST_KIND, format: 1, ...facts, files }
  fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  const partial = `${archiveFile}.partial`
  await tar.create({ gzip: true, cwd: staging, file: partial, portable: true }, [MANIFEST, ...entries])
  fs.renameSync(partial, archiveFile)
  return manifest
}

/**
 * Unpacks the archive into `staging` and checks every entry against the manifest.
 * Returns the manifest; throws one error naming every bad part (nothing outside
 * `staging` has been touched at that point).
 * @param {string} archiveFile
 * @param {string} staging an empty folder
 */
export async function unpackAndVerify(archiveFile, staging) {
  const problems = []
  try {
    // Not strict: what can be read is unpacked (the manifest first), so the checks below can name
    // each part that is missing or cut; a damaged header arrives as a warning.
    // A gzip stream cut short yields what it has (Z_SYNC_FLUSH) instead of failing before the
    // entries already read are on disk.
    await pipeline(
      fs.createReadStream(archiveFile),
      zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      new tar.Unpack({ cwd: staging, onwarn: (code, message) => problems.push(`${code}: ${message}`) })
    )
  } catch (error) {
    problems.push(`the archive is damaged or cut short (${error instanceof Error ? error.message : error})`)
  }
  const manifestFile = path.join(staging, MANIFEST)
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"))
  } catch {
    throw new Error(`${path.basename(archiveFile)}: no readable ${MANIFEST}; ${problems[0] ?? "not a backup of this shop"}`)
  }
  if (manifest.kind !== MANIFEST_KIND || !Array.isArray(manifest.files))
    throw new Error(`${path.basename(archiveFile)}: ${MANIFEST} is not a backup manifest of this shop`)

  const listed = new Set()
  for (const { path: entry, bytes, sha256 } of manifest.files) {
    listed.add(entry)
    const file = path.join(staging, entry)
    if (!fs.existsSync(file)) {
      problems.push(`${entry}: missing`)
    } else if (fs.statSync(file).size !== bytes) {
      problems.push(`${entry}: ${fs.statSync(file).size} bytes instead of ${bytes}`)
    } else if ((await sha256Of(file)) !== sha256) {
      problems.push(`${entry}: checksum does not match`)
    }
  }
  if (!listed.has(DATABASE_ENTRY)) problems.push(`${DATABASE_ENTRY}: not in the manifest`)
  for (const entry of UPLOAD_ENTRIES.flatMap((dir) => filesUnder(staging, dir)))
    if (!listed.has(entry)) problems.push(`${entry}: not in the manifest`)

  if (problems.length) throw new Error(`${path.basename(archiveFile)} failed its checks: ${problems.join("; ")}`)
  return manifest
}
