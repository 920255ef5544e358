/** A list the backend answers either bare or wrapped as `{ [key]: list }`. */
export type ListAnswer<K extends string, T> = T[] | { [P in K]?: T[] }

/** The list in either spelling; a wrapper without it reads as empty. */
export function listFrom<K extends string, T>(body: ListAnswer<K, T>, key: K): T[] {
  return Array.isArray(body) ? body : (body[key] ?? [])
}
