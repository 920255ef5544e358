// @ts-check
// Archive names sort by time (UTC, to the second), so keeping the newest N is a sort.
import fs from "node:fs"
import path from "node:path"

export const ARCHIVE_PREFIX = "sugandh-backup-"

/** sugandh-backup-2026-11-28T13-05-09Z.tar.gz @param {Date} at */
export function archiveName(at) {
  return `${ARCHIVE_PREFIX}${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.tar.gz`
}

/**
 * Names of the archives beyond the newest `keep` (the ones pruneArchives removes).
 * @param {string[]} names @param {number} keep
 */
export function archivesBeyond(names, keep) {
  return names
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(".tar.gz"))
    .sort()
    .reverse()
    .slice(keep)
}

/** Removes all but the newest `keep` archives in dir; returns the removed names. @param {string} dir @param {number} keep */
export function pruneArchives(dir, keep) {
  const removed = archivesBeyond(fs.readdirSync(dir), keep)
  for (const name of removed) fs.rmSync(path.join(dir, name))
  return removed
}
