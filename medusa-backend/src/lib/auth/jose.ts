/**
 * jose 6 is ESM only. Our TypeScript is compiled to CommonJS, where `import()`
 * is rewritten into `require()` (which Jest cannot use for ESM). A real
 * dynamic import built at run time loads it both in Node and under Jest.
 */
type Jose = typeof import("jose", { with: { "resolution-mode": "import" } })

const esmImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<Jose>

let jose: Promise<Jose> | undefined

export function loadJose(): Promise<Jose> {
  jose ??= esmImport("jose")
  return jose
}
