/**
 * The name shown publicly under a review: first name plus the initial of the
 * last name ("Asha Verma" -> "Asha V."), so a full name is not spread around
 * search engines. One word stays as it is.
 */
export function displayName(customerName: string | null | undefined): string {
  const parts = (customerName ?? "").trim().split(/\s+/).filter(Boolean)
  if (!parts.length) return "Anonymous"
  const first = parts[0]
  if (parts.length === 1) return first
  const last = parts[parts.length - 1]
  // Array.from keeps a surrogate pair or a Devanagari letter whole.
  const initial = Array.from(last)[0]?.toLocaleUpperCase("en-IN") ?? ""
  return initial ? `${first} ${initial}.` : first
}
