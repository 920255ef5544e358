import type { StoreSettings } from "./settings"

export type RenderedEmail = { subject: string; text: string; html: string }

/** Escapes text for HTML bodies; every value that reaches HTML goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")
}

type Body = {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  after?: string[]
}

/** One simple layout for every message: greeting, paragraphs, optional button, store contact footer. */
export function layout(store: StoreSettings, body: Body): RenderedEmail {
  const footer = `${store.storeName} · ${store.storeEmail} · ${store.storePhone}`
  const text = [
    body.greeting,
    "",
    ...body.paragraphs.flatMap((p) => [p, ""]),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ""] : []),
    ...(body.after ?? []).flatMap((p) => [p, ""]),
    `— ${store.storeName}`,
    footer,
  ].join("\n")

  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`
  const button = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#7b3f00;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#666">${escapeHtml(body.action.url)}</p>`
    : ""
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;background:#faf7f2;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(store.storeName)}</h1>
${p(body.greeting)}
${body.paragraphs.map(p).join("\n")}
${button}
${(body.after ?? []).map(p).join("\n")}
<hr style="border:none;border-top:1px solid #eee;margin:24px 0">
<p style="font-size:12px;color:#666;margin:0">${escapeHtml(footer)}</p>
</div></body></html>`
  return { subject: body.subject, text, html }
}
