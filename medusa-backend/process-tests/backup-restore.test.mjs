// @ts-check
// `npm run backup` and `npm run restore` on a real shop: orders with invoices, a public and a
// private upload; back up, destroy the database and the upload folders, restore, start again.
// Also: a cut-short archive and a non-empty target are refused before anything is touched.
import assert from "node:assert/strict"
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { after, before, describe, it } from "node:test"
import { freshDatabase, sql } from "./lib/databases.mjs"
import { BACKEND_DIR, productionEnv, startMedusa } from "./lib/medusa-process.mjs"
import { addToCart, api, getCart, newCustomer, placeOrder, publishableKey } from "./lib/shop-api.mjs"

const ROOT = path.resolve(BACKEND_DIR, "..")
const execFileAsync = promisify(execFile)
const OPERATOR = { email: "admin@sugandh.example", password: "admin1234" }

/** Runs scripts/<name>.mjs as `npm run <name>` does; never throws, answers { code, output }. */
async function shopCommand(name, args, env) {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [path.join(ROOT, "scripts", `${name}.mjs`), ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: "1", ...env },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = /** @type {{ code: number, stdout: string, stderr: string }} */ (error)
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

/** What must survive: every order with its total and status, and the operator's view of each invoice. */
async function ordersIn(database) {
  return sql(database, `select o.id, o.display_id, o.status, o.customer_id from "order" o where o.deleted_at is null order by o.id`)
}

async function operatorToken(base) {
  const res = await api.post(base, "/auth/user/emailpass", OPERATOR)
  assert.equal(res.status, 200, JSON.stringify(res.data))
  return res.data.token
}

async function invoicePdf(base, token, orderId) {
  const res = await fetch(`${base}/api/admin/orders/${orderId}/invoice`, { headers: { authorization: `Bearer ${token}` } })
  assert.equal(res.status, 200, `invoice of ${orderId}`)
  return Buffer.from(await res.arrayBuffer())
}

describe("backup and restore", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-backup-test-"))
  const dirs = { UPLOADS_DIR: path.join(work, "uploads"), PRIVATE_UPLOADS_DIR: path.join(work, "private-uploads") }
  const publicFile = {
    name: `backup-test-${process.pid}.svg`,
    bytes: fs.readFileSync(path.join(ROOT, "storefront/public/placeholder-product.svg")),
  }
  const privateFile = { name: `private-backup-test-${process.pid}.csv`, bytes: Buffer.from("id,title\nP3,Velvet Oud\n") }
  let db
  let server
  let env
  let archive
  /** What the shop held before the backup: its orders, and each confirmed order's invoice PDF. */
  const before_ = { orders: /** @type {any[]} */ ([]), invoices: /** @type {Map<string, Buffer | null>} */ (new Map()) }

  before(async () => {
    db = await freshDatabase("backup")
    env = productionEnv({ DATABASE_URL: db.url, REDIS_URL: "", ...dirs })
    fs.mkdirSync(dirs.UPLOADS_DIR, { recursive: true })
    fs.mkdirSync(dirs.PRIVATE_UPLOADS_DIR, { recursive: true })
    fs.writeFileSync(path.join(dirs.UPLOADS_DIR, publicFile.name), publicFile.bytes)
    fs.writeFileSync(path.join(dirs.PRIVATE_UPLOADS_DIR, privateFile.name), privateFile.bytes)

    server = await startMedusa({ name: "backup-shop", env })
    // Two paid orders: each gets its GST invoice when the operator confirms the payment.
    const operator = await operatorToken(server.url)
    for (const [i, catalogueId] of ["P3", "S1"].entries()) {
      const shopper = await newCustomer(server.url, await publishableKey(server.url), `backup-${process.pid}-${i}@example.com`)
      await addToCart(server.url, shopper.token, catalogueId, 1)
      const cart = await getCart(server.url, shopper.token)
      const placed = await placeOrder(server.url, shopper.token, cart.totals.total)
      assert.equal(placed.status, 201, JSON.stringify(placed.data))
      const orderId = placed.data.order?.id ?? placed.data.id
      const confirmed = await api.put(server.url, `/api/admin/orders/${orderId}/confirm`, {}, { token: operator })
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.data))
      before_.invoices.set(orderId, null)
    }
    for (const orderId of before_.invoices.keys()) before_.invoices.set(orderId, await invoicePdf(server.url, operator, orderId))
    before_.orders = await ordersIn(db.name)
    await server.stop()
  })

  after(async () => {
    await server?.stop()
    await db?.drop()
    fs.rmSync(work, { recursive: true, force: true })
  })

  it("backs up, and after the database and uploads are destroyed restores the same shop", async () => {
    const out = path.join(work, "backups")
    const backup = await shopCommand("backup", ["--out", out], { DATABASE_URL: db.url, ...dirs })
    assert.equal(backup.code, 0, backup.output)
    ;[archive] = fs.readdirSync(out).map((name) => path.join(out, name))
    assert.match(path.basename(archive), /^sugandh-backup-.*\.tar\.gz$/)

    await db.drop()
    fs.rmSync(dirs.UPLOADS_DIR, { recursive: true })
    fs.rmSync(dirs.PRIVATE_UPLOADS_DIR, { recursive: true })

    // A cut-short copy is refused, naming what is missing, before the database is even created.
    const cut = path.join(work, "cut.tar.gz")
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size * 0.6)))
    const refused = await shopCommand("restore", [cut], { DATABASE_URL: db.url, ...dirs })
    assert.equal(refused.code, 1, refused.output)
    assert.match(refused.output, /cut\.tar\.gz failed its checks: .*(missing|bytes instead of)/)
    assert.equal((await sql("postgres", "select 1 from pg_database where datname = $1", [db.name])).length, 0)
    assert.equal(fs.existsSync(dirs.UPLOADS_DIR), false)

    const restore = await shopCommand("restore", [archive], { DATABASE_URL: db.url, ...dirs })
    assert.equal(restore.code, 0, restore.output)
    console.log(`# ${restore.output.trim().split("\n").at(-1)}`)
    assert.deepEqual(await ordersIn(db.name), before_.orders)
    assert.deepEqual(fs.readFileSync(path.join(dirs.PRIVATE_UPLOADS_DIR, privateFile.name)), privateFile.bytes)

    // Restoring again over the restored shop is refused without --force.
    const again = await shopCommand("restore", [archive], { DATABASE_URL: db.url, ...dirs })
    assert.equal(again.code, 1)
    assert.match(again.output, /Refusing to restore over existing data: the database .* holds \d+ tables/)
  })

  it("the restored shop starts: same invoices byte for byte, uploads served, the catalogue searchable", async () => {
    assert.ok(archive, "the backup ran")
    server = await startMedusa({ name: "restored-shop", env })
    const operator = await operatorToken(server.url)
    for (const [orderId, pdf] of before_.invoices) assert.ok(pdf && (await invoicePdf(server.url, operator, orderId)).equals(pdf), orderId)

    const upload = await fetch(`${server.url}/static/${publicFile.name}`)
    assert.equal(upload.status, 200)
    assert.ok(Buffer.from(await upload.arrayBuffer()).equals(publicFile.bytes))
    const privateUpload = await fetch(`${server.url}/api/admin/private-files/${privateFile.name}`, {
      headers: { authorization: `Bearer ${operator}` },
    })
    assert.equal(privateUpload.status, 200)
    assert.ok(Buffer.from(await privateUpload.arrayBuffer()).equals(privateFile.bytes))

    const search = await api.post(
      server.url,
      "/store/search",
      { queries: [{ entity: "product", filters: { q: "Velvet Oud" }, pagination: { take: 3 } }] },
      { headers: { "x-publishable-api-key": await publishableKey(server.url) } }
    )
    assert.equal(search.status, 200, JSON.stringify(search.data))
    assert.ok(
      search.data.results[0].hits.some((hit) => hit.document?.title === "Velvet Oud"),
      JSON.stringify(search.data)
    )
  })
})
