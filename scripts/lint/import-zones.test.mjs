// @ts-check
// Proves the import zones in eslint.config.mjs hold: imports that break the
// layering docs/architecture.md promises are errors, written with the `@/`
// alias or as relative paths, and ordinary imports pass. Lints made-up files
// with ESLint's Node API and the repository's own configuration; run by the
// typecheck layer of `npm test`.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { ESLint } from "eslint"
import { ROOT } from "../lib/paths.mjs"

const ZONE_RULE = "import-x/no-restricted-paths"
const eslint = new ESLint({ cwd: ROOT })

/**
 * A real source module under `dir` (relative to the root), without its extension:
 * a zone only applies to an import that resolves, so the probes import files
 * that exist, whatever they are called today.
 * @param {string} dir
 * @returns {string}
 */
function someModuleIn(dir) {
  const entries = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
  for (const entry of entries) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\./.test(entry.name)) {
      return `${dir}/${entry.name.replace(/\.tsx?$/, "")}`
    }
  }
  for (const entry of entries) {
    if (entry.isDirectory() && entry.name !== "__tests__") {
      const found = someModuleIn(`${dir}/${entry.name}`)
      if (found) return found
    }
  }
  return ""
}

/**
 * How `fromFile` would spell an import of `module` (both relative to the root):
 * `@/...` inside the storefront when `alias` is set, else a relative path.
 * @param {string} fromFile
 * @param {string} module
 * @param {{ alias?: boolean }} [options]
 */
function specifier(fromFile, module, { alias = false } = {}) {
  assert.ok(module, "no module found to import")
  if (alias) return module.replace(/^storefront\/src\//, "@/")
  const relative = path.relative(path.dirname(fromFile), module)
  return relative.startsWith(".") ? relative : `./${relative}`
}

/**
 * The zone errors ESLint reports for a file at `filePath` that imports `module`.
 * @param {string} filePath
 * @param {string} module
 * @param {{ alias?: boolean }} [options]
 */
async function zoneErrors(filePath, module, options) {
  const code = `import * as target from "${specifier(filePath, module, options)}"\nexport { target }\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  const others = result.messages.filter((m) => m.ruleId !== ZONE_RULE)
  assert.deepEqual(others, [], "the probe itself must be clean apart from zones")
  return result.messages.map((m) => m.message)
}

const features = fs
  .readdirSync(path.join(ROOT, "storefront/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
const [featureA, featureB] = features

describe("storefront import zones", () => {
  const inFeatureA = `storefront/src/features/${featureA}/components/zone-probe.tsx`

  it("refuses a feature importing another feature through the @/ alias", async () => {
    const errors = await zoneErrors(inFeatureA, someModuleIn(`storefront/src/features/${featureB}`), { alias: true })
    assert.equal(errors.length, 1)
    assert.match(errors[0], /Features do not import each other/)
  })

  it("refuses a feature importing another feature through a relative path", async () => {
    const errors = await zoneErrors(inFeatureA, someModuleIn(`storefront/src/features/${featureB}`))
    assert.equal(errors.length, 1)
    assert.match(errors[0], /Features do not import each other/)
  })

  it("refuses shared components and lib importing a feature or the app", async () => {
    for (const file of ["storefront/src/components/zone-probe.tsx", "storefront/src/lib/zone-probe.ts"]) {
      for (const layer of [`storefront/src/features/${featureA}`, "storefront/src/app"]) {
        const errors = await zoneErrors(file, someModuleIn(layer), { alias: true })
        assert.equal(errors.length, 1, `${file} importing ${layer}`)
        assert.match(errors[0], /Shared components and lib sit below features and app/)
      }
    }
  })

  it("refuses a feature importing the app", async () => {
    const errors = await zoneErrors(inFeatureA, someModuleIn("storefront/src/app"), { alias: true })
    assert.equal(errors.length, 1)
    assert.match(errors[0], /Imports go app → features → components\/lib/)
  })

  it("allows a feature its own files, components and lib, and the app everything", async () => {
    for (const module of [
      someModuleIn(`storefront/src/features/${featureA}`),
      someModuleIn("storefront/src/components"),
      someModuleIn("storefront/src/lib"),
    ]) {
      assert.deepEqual(await zoneErrors(inFeatureA, module, { alias: true }), [], module)
      assert.deepEqual(await zoneErrors(inFeatureA, module), [], module)
    }
    const route = "storefront/src/app/routes/zone-probe.tsx"
    assert.deepEqual(await zoneErrors(route, someModuleIn(`storefront/src/features/${featureB}`), { alias: true }), [])
  })
})

describe("backend import zones", () => {
  const src = "medusa-backend/src"

  it("refuses lib/, workflows/ and modules/ importing api/", async () => {
    for (const layer of ["lib", "workflows", "modules"]) {
      const errors = await zoneErrors(`${src}/${layer}/zone-probe.ts`, someModuleIn(`${src}/api/utils`))
      assert.ok(
        errors.some((e) => /never import api\//.test(e)),
        `${layer}: ${errors}`
      )
    }
  })

  it("refuses lib/ importing workflows/", async () => {
    const errors = await zoneErrors(`${src}/lib/orders/zone-probe.ts`, someModuleIn(`${src}/workflows`))
    assert.equal(errors.length, 1)
    assert.match(errors[0], /lib\/ never imports workflows\//)
  })

  it("refuses modules/ importing lib/", async () => {
    const errors = await zoneErrors(`${src}/modules/review/zone-probe.ts`, someModuleIn(`${src}/lib/orders`))
    assert.equal(errors.length, 1)
    assert.match(errors[0], /Modules stand alone/)
  })

  it("allows api → workflows → lib → modules", async () => {
    assert.deepEqual(await zoneErrors(`${src}/api/api/zone-probe.ts`, someModuleIn(`${src}/workflows`)), [])
    assert.deepEqual(await zoneErrors(`${src}/workflows/cart/zone-probe.ts`, someModuleIn(`${src}/lib/cart`)), [])
    assert.deepEqual(await zoneErrors(`${src}/lib/cart/zone-probe.ts`, someModuleIn(`${src}/modules/wishlist`)), [])
  })
})
