import type { RenderedEmail } from "./layout"

/**
 * Without SMTP_URL the Notification module's local provider only logs that an
 * e-mail was "sent" (and our stored data never holds its token), so in
 * development nobody could open a verification or reset link. Outside
 * production, such e-mails print their links in the server log instead, and
 * /api/config tells the storefront to say so where it says "check your e-mail".
 */
export function emailsGoToLog(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.SMTP_URL && env.NODE_ENV !== "production"
}

/** Every link of a rendered e-mail (its text part holds each URL as written, the HTML escapes them). */
export function emailLinks(content: RenderedEmail): string[] {
  return [...new Set(content.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])]
}

/** The log line: who, which template, and each link on its own line. */
export function devEmailLogLine(to: string, template: string, content: RenderedEmail): string {
  const links = emailLinks(content)
  return [
    `[e-mail, no SMTP_URL] "${content.subject}" (${template}) to ${to}${links.length ? ":" : " (no links)"}`,
    ...links.map((link) => `  ${link}`),
  ].join("\n")
}
