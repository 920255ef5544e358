// @ts-check
// Production start-up refuses weak secrets: `medusa start` with NODE_ENV=production
// exits non-zero, quickly, naming the variable, when JWT_SECRET or COOKIE_SECRET
// is a published example or shorter than 32 characters.
import assert from "node:assert/strict"
import { before, describe, it } from "node:test"
import { productionEnv, startMedusa } from "./lib/medusa-process.mjs"

const CLOSED_PG = "postgres://postgres@127.0.0.1:1/sugandh"

async function runUntilExit(name, env, limitMs = 60_000) {
  const medusa = await startMedusa({ name, env, waitUntilReady: false })
  const killer = setTimeout(() => medusa.signal("SIGKILL"), limitMs)
  const { code } = await medusa.exited
  clearTimeout(killer)
  return { code, output: medusa.lines.join("\n") }
}

describe("production refuses weak secrets", () => {
  const runs = {}
  const env = (extra) => productionEnv({ REDIS_URL: "", DATABASE_URL: CLOSED_PG, ...extra })

  before(async () => {
    // Two at a time: the machine has two cores.
    ;[runs.example, runs.short] = await Promise.all([
      runUntilExit("jwt-change-me", env({ JWT_SECRET: "change-me-please" })),
      runUntilExit("cookie-short", env({ COOKIE_SECRET: "only-31-characters-long-secret!" })),
    ])
    ;[runs.devDefault, runs.strong] = await Promise.all([
      runUntilExit("jwt-dev-default", env({ JWT_SECRET: "sugandh-dev-jwt_secret" })),
      // Strong secrets get past the check: start-up then stops at the closed database instead.
      runUntilExit("strong-secrets", env({})),
    ])
    // The shop's identity and accounts: one unset, the others left at the code's examples.
    runs.exampleShop = await runUntilExit(
      "example-shop-settings",
      env({ STORE_GSTIN: "", STORE_UPI_ID: "sugandh@upi", STORE_BANK_ACCOUNT_NUMBER: "000000000000", STORE_WHATSAPP: "919876543210" })
    )
  })

  it("exits non-zero naming JWT_SECRET for JWT_SECRET=change-me-please", () => {
    assert.notEqual(runs.example.code, 0, runs.example.output)
    assert.match(runs.example.output, /JWT_SECRET is a published example value/)
    assert.match(runs.example.output, /openssl rand/)
  })

  it("exits non-zero naming COOKIE_SECRET when it is shorter than 32 characters", () => {
    assert.notEqual(runs.short.code, 0, runs.short.output)
    assert.match(runs.short.output, /COOKIE_SECRET is shorter than 32 characters/)
  })

  it("exits non-zero for the development default", () => {
    assert.notEqual(runs.devDefault.code, 0, runs.devDefault.output)
    assert.match(runs.devDefault.output, /JWT_SECRET is a published example value/)
  })

  it("accepts long random secrets (and then stops at the database, not at the secrets)", () => {
    assert.doesNotMatch(runs.strong.output, /(JWT|COOKIE)_SECRET is/)
    assert.doesNotMatch(runs.strong.output, /tax and payment details are missing/)
    assert.match(runs.strong.output, /DATABASE_URL/)
  })

  it("exits non-zero naming each missing or example GSTIN, UPI, bank and WhatsApp setting", () => {
    const { code, output } = runs.exampleShop
    assert.notEqual(code, 0, output)
    // Medusa logs the message as JSON in production, so its quotes arrive escaped.
    assert.match(output, /STORE_GSTIN is not set/)
    assert.match(output, /STORE_UPI_ID is the example value \\?"sugandh@upi/)
    assert.match(output, /STORE_BANK_ACCOUNT_NUMBER is the example value \\?"000000000000/)
    assert.match(output, /STORE_WHATSAPP is the example value \\?"919876543210/)
    assert.doesNotMatch(output, /STORE_LEGAL_NAME/, "only the settings that are wrong are named")
    assert.doesNotMatch(output, /DATABASE_URL/, "stopped before connecting to anything")
  })
})

describe("secrets stay out of git and the Docker build context", () => {
  it("git ignores .env.production at the repository root", async () => {
    const { execFileSync } = await import("node:child_process")
    const root = new URL("../..", import.meta.url).pathname
    // check-ignore exits 0 when the path is ignored (and throws otherwise).
    execFileSync("git", ["check-ignore", "-q", ".env.production"], { cwd: root })
    execFileSync("git", ["check-ignore", "-q", "medusa-backend/.env"], { cwd: root })
  })

  it("the .dockerignore at the build context's root leaves out env files, node_modules and uploads", async () => {
    const fs = await import("node:fs")
    const lines = fs
      .readFileSync(new URL("../../.dockerignore", import.meta.url), "utf8")
      .split("\n")
      .map((l) => l.trim())
    for (const pattern of ["**/.env", "**/.env.*", "**/node_modules", "medusa-backend/static", ".git"]) {
      assert.ok(lines.includes(pattern), `${pattern} in .dockerignore`)
    }
  })
})
