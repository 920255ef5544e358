// @ts-check
// What the backend image runs, outside a container: `medusa build`, then, in
// the built folder, the README's migrate and seed commands on an empty
// database and `medusa start` in production mode with the admin.
// (Built in a temporary copy; see lib/built-server.mjs.)
import assert from "node:assert/strict"
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { after, before, describe, it } from "node:test"
import { builtServer } from "./lib/built-server.mjs"
import { databaseUrl, sql } from "./lib/databases.mjs"
import { MEDUSA_BIN, productionEnv, startMedusa } from "./lib/medusa-process.mjs"
import { api, publishableKey } from "./lib/shop-api.mjs"

const run = promisify(execFile)

describe("the built server (as in medusa-backend/Dockerfile)", () => {
  const name = `sugandh_pt_built_${process.pid}`
  let server
  let env
  let build
  let builtDir

  before(async () => {
    build = await builtServer()
    builtDir = build.serverDir
    await sql("postgres", `create database "${name}"`)
    env = productionEnv({
      DATABASE_URL: databaseUrl(name),
      REDIS_URL: "",
      DISABLE_MEDUSA_ADMIN: "false",
      ADMIN_EMAIL: "operator@example.com",
      ADMIN_PASSWORD: "a-long-operator-password",
    })
    const inBuilt = { cwd: builtDir, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }
    await run(MEDUSA_BIN, ["db:migrate"], inBuilt)
    await run(MEDUSA_BIN, ["exec", "./src/scripts/seed.js"], inBuilt)
    server = await startMedusa({ name: "built-server", env, cwd: builtDir })
  })

  after(async () => {
    await server?.stop()
    await sql("postgres", `drop database if exists "${name}" with (force)`)
    await build?.remove()
  })

  it("contains compiled code only: no TypeScript config to load at run time", () => {
    assert.ok(fs.existsSync(path.join(builtDir, "medusa-config.js")))
    assert.ok(fs.existsSync(path.join(builtDir, "src/jobs/recover-interrupted-checkouts.js")))
    assert.ok(fs.existsSync(path.join(builtDir, "public/admin/index.html")), "the admin is built")
  })

  it("serves the shop from the seeded database", async () => {
    assert.equal((await api.get(server.url, "/ready")).status, 200)
    const key = await publishableKey(server.url)
    const products = await api.get(server.url, "/store/products?limit=1&fields=thumbnail", { headers: { "x-publishable-api-key": key } })
    assert.equal(products.data.count, 52)
    // Answers over Medusa's 1 KB threshold go out gzipped (the whole catalogue, as the storefront loads it).
    const catalogue = await fetch(`${server.url}/store/products?limit=100`, {
      headers: { "x-publishable-api-key": key, "accept-encoding": "gzip" },
    })
    assert.equal(catalogue.status, 200)
    assert.equal(catalogue.headers.get("content-encoding"), "gzip", "JSON answers are compressed")
    const image = await fetch(`${server.url}${products.data.products[0].thumbnail}`)
    assert.equal(image.status, 200)
    assert.match(image.headers.get("content-type") ?? "", /svg/)
  })

  it("serves the Medusa admin, and the seeded operator (from ADMIN_EMAIL/ADMIN_PASSWORD) can sign in", async () => {
    const page = await fetch(`${server.url}/app/`)
    assert.equal(page.status, 200)
    assert.match(await page.text(), /<div id="medusa"|<script/)
    const login = await api.post(server.url, "/auth/user/emailpass", {
      email: "operator@example.com",
      password: "a-long-operator-password",
    })
    assert.equal(login.status, 200)
    assert.ok(login.data.token)
  })

  it("production seed creates no demo shopper with a default password", async () => {
    const login = await api.post(server.url, "/api/auth/login", { email: "shopper@sugandh.example", password: "shopper1234" })
    assert.equal(login.status, 401)
  })
})
