/**
 * Downloads a file from one of our /api/admin routes with the Medusa admin's
 * session cookie (same origin) and hands it to the browser as `filename`.
 * A refusal throws the server's own message (e.g. 400 "Give the month as YYYY-MM, e.g. 2026-11").
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await fetch(path, { credentials: "include" })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message || `Download failed (${response.status})`)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement("a")
  link.href = url
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
