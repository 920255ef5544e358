import path from "node:path"
import type { ConfigModule } from "@medusajs/framework/types"

/** Where the local file provider writes when medusa-config.ts names no upload_dir (its own default). */
const PROVIDER_DEFAULT_DIR = "static"

type FileProviderEntry = { resolve?: string; options?: { upload_dir?: string } }

/**
 * The directory uploaded files are kept in: the local file provider's
 * `upload_dir` from medusa-config.ts, resolved against the process's working
 * directory as the provider does. Read from the configuration so the route
 * that serves the files and the provider that writes them cannot drift apart.
 */
export function uploadDirectoryOf(config: Pick<ConfigModule, "modules">, cwd = process.cwd()): string {
  const modules = (config.modules ?? {}) as Record<string, { options?: { providers?: FileProviderEntry[] } } | boolean>
  const fileModule = Object.values(modules).find(
    (m): m is { options?: { providers?: FileProviderEntry[] } } =>
      typeof m === "object" && !!m.options?.providers?.some((p) => p.resolve?.endsWith("file-local"))
  )
  const local = fileModule?.options?.providers?.find((p) => p.resolve?.endsWith("file-local"))
  return path.resolve(cwd, local?.options?.upload_dir || PROVIDER_DEFAULT_DIR)
}
