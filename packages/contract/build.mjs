#!/usr/bin/env node
// @ts-check
// Builds dist/cjs (CommonJS, for the backend) and dist/esm (ES modules, for the
// storefront) from src/ with tsc. Run by the root `prepare` script after
// `npm ci`/`npm install`, and by scripts/test.mjs and scripts/start.mjs before
// anything else, so an edit to src/ is always what both sides load.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))

// The images' runtime stage installs production dependencies only and copies a built
// dist/ in (medusa-backend/Dockerfile, storefront/Dockerfile): nothing to build there.
if (!fs.existsSync(path.join(here, "src"))) {
  console.log("@sugandh/contract: no src/ here, keeping the dist/ that was copied in")
  process.exit(0)
}
const dist = path.join(here, "dist")
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

fs.rmSync(dist, { recursive: true, force: true })
for (const project of ["tsconfig.cjs.json", "tsconfig.esm.json"]) {
  execFileSync(process.execPath, [tsc, "-p", path.join(here, project)], { stdio: "inherit" })
}
// The package has no "type": each folder says how Node reads its .js files.
fs.writeFileSync(path.join(dist, "cjs", "package.json"), JSON.stringify({ type: "commonjs" }) + "\n")
fs.writeFileSync(path.join(dist, "esm", "package.json"), JSON.stringify({ type: "module" }) + "\n")
