/** E-mails are compared and stored trimmed and lower-cased (issue rule). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
