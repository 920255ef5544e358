/** Joins the class names that are set (module classes with a feature's own). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ")
}
