import path from "node:path"
import type { ConfigModule } from "@medusajs/framework/types"

/** Where the local file provider writes when medusa-config.ts names no upload_dir (its own default). */
const PROVIDER_DEFAULT_DIR = "static"

type FileProviderEntry = { resolve?: string; options?: { upload_dir?: string; private_upload_dir?: string } }

/**
 * The directory uploaded files are kept in: the local file provider's
 * `upload_dir` from medusa-config.ts, resolved against the process's working
 * directory as the provider does. Read from the configuration so the route
 * that serves the files and the provider that writes them cannot drift apart.
 */
export function uploadDirectoryOf(config: Pick<ConfigModule, "modules">, cwd = process.cwd()): string {
  return path.resolve(cwd, localProviderOf(config)?.options?.upload_dir || PROVIDER_DEFAULT_DIR)
}

/**
 * Where the local file provider keeps private files (keys starting "private-": the Medusa
 * admin's product exports). Its own default is the public `static/` folder, so the
 * configuration must name another one; the route that serves them checks it does.
 */
export function privateUploadDirectoryOf(config: Pick<ConfigModule, "modules">, cwd = process.cwd()): string {
  return path.resolve(cwd, localProviderOf(config)?.options?.private_upload_dir || PROVIDER_DEFAULT_DIR)
}

/** Private files are named so by the local provider: `private-<time>-<name>`. */
export const isPrivateFileKey = (key: string) => key.startsWith("private-")

function localProviderOf(config: Pick<ConfigModule, "modules">): FileProviderEntry | undefined {
  const modules = (config.modules ?? {}) as Record<string, { options?: { providers?: FileProviderEntry[] } } | boolean>
  const fileModule = Object.values(modules).find(
    (m): m is { options?: { providers?: FileProviderEntry[] } } =>
      typeof m === "object" && !!m.options?.providers?.some((p) => p.resolve?.endsWith("file-local"))
  )
  return fileModule?.options?.providers?.find((p) => p.resolve?.endsWith("file-local"))
}
