// @ts-check
// The backup archive's own checks (scripts/lib/backup/archive.mjs) and which archives are kept
// (retention.mjs), without a database: the process test backup-restore.test.mjs covers the rest.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import zlib from "node:zlib"
import * as tar from "tar"
import { unpackAndVerify, writeArchive } from "../backup/archive.mjs"
import { archiveName, archivesBeyond } from "../backup/retention.mjs"

/** A staging folder as backup.mjs fills it, packed; returns { dir, archive }. */
async function packedBackup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-archive-test-"))
  const staging = path.join(dir, "staging")
  fs.mkdirSync(path.join(staging, "uploads/nested"), { recursive: true })
  fs.mkdirSync(path.join(staging, "private-uploads"), { recursive: true })
  fs.writeFileSync(path.join(staging, "database.dump"), Buffer.alloc(300_000, 7))
  fs.writeFileSync(path.join(staging, "uploads/nested/photo.jpg"), "jpeg bytes")
  fs.writeFileSync(path.join(staging, "private-uploads/private-export.csv"), "a,b\n")
  const archive = path.join(dir, archiveName(new Date("2026-01-02T03:04:05.678Z")))
  await writeArchive(staging, archive, { createdAt: "2026-01-02T03:04:05.678Z" })
  return { dir, archive }
}

/** @param {string} dir */
const emptyDir = (dir) => fs.mkdtempSync(path.join(dir, "unpack-"))

test("an intact archive passes its manifest's checks", async () => {
  const { dir, archive } = await packedBackup()
  try {
    assert.equal(path.basename(archive), "sugandh-backup-2026-01-02T03-04-05Z.tar.gz")
    const manifest = await unpackAndVerify(archive, emptyDir(dir))
    assert.deepEqual(
      manifest.files.map((f) => f.path),
      ["database.dump", "uploads/nested/photo.jpg", "private-uploads/private-export.csv"]
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("a cut-short archive names the parts it lost", async () => {
  const { dir, archive } = await packedBackup()
  try {
    const cut = path.join(dir, "cut.tar.gz")
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, 300))
    await assert.rejects(unpackAndVerify(cut, emptyDir(dir)), /cut\.tar\.gz: no readable manifest\.json/)
    // The manifest is the first entry: a later cut still names every missing file.
    const tarFile = path.join(dir, "plain.tar")
    fs.writeFileSync(tarFile, zlib.gunzipSync(fs.readFileSync(archive)).subarray(0, 200_000))
    const regz = path.join(dir, "regz.tar.gz")
    fs.writeFileSync(regz, zlib.gzipSync(fs.readFileSync(tarFile)))
    await assert.rejects(
      unpackAndVerify(regz, emptyDir(dir)),
      /database\.dump: \d+ bytes instead of 300000; uploads\/nested\/photo\.jpg: missing; private-uploads\/private-export\.csv: missing/
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("a changed or added file is named", async () => {
  const { dir, archive } = await packedBackup()
  try {
    const unpacked = emptyDir(dir)
    await tar.extract({ file: archive, cwd: unpacked })
    fs.writeFileSync(path.join(unpacked, "uploads/nested/photo.jpg"), "JPEG BYTES")
    fs.writeFileSync(path.join(unpacked, "uploads/extra.js"), "alert(1)")
    const tampered = path.join(dir, "tampered.tar.gz")
    await tar.create({ gzip: true, cwd: unpacked, file: tampered }, ["manifest.json", "database.dump", "uploads", "private-uploads"])
    await assert.rejects(
      unpackAndVerify(tampered, emptyDir(dir)),
      /uploads\/nested\/photo\.jpg: checksum does not match; uploads\/extra\.js: not in the manifest/
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("retention keeps the newest archives and leaves other files alone", () => {
  const names = ["2026-01-03", "2026-01-01", "2026-01-02"].map((day) => archiveName(new Date(`${day}T00:00:00Z`)))
  assert.deepEqual(archivesBeyond([...names, "notes.txt", "sugandh-backup-x.tar.gz.partial"], 2), [
    archiveName(new Date("2026-01-01T00:00:00Z")),
  ])
  assert.deepEqual(archivesBeyond(names, 14), [])
})
