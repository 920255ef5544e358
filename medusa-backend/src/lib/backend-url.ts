/**
 * This backend's public origin (BACKEND_URL): where its /static files are served, so the local file
 * provider's URLs carry it (medusa-config.ts) and uploads stored on products drop it again
 * (scripts/seed/images.ts toStoredFileUrl). Not the Medusa admin's backendUrl, which is "/".
 */
export function backendUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.BACKEND_URL || "http://localhost:9000"
}
