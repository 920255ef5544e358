import { useContext, type Context } from "react"

/**
 * A provider's value for the hooks that cannot work without it: a missing
 * provider is a wiring mistake, so it throws `message` (naming the provider)
 * rather than letting the hook run on null.
 */
export function useRequiredContext<T>(context: Context<T | null>, message: string): T {
  const value = useContext(context)
  if (value === null) throw new Error(message)
  return value
}
