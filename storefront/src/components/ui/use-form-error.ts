import { useCallback, useState } from "react"
import { useToast } from "@/components/toast"
import { reportApiError, type ErrorTexts } from "@/lib/api-error-feedback"

/**
 * A form's one error line (its Alert), kept in step with the error toasts:
 * `rejects(problem)` for the form's own check before sending,
 * `reportFailure(error, texts)` for a refused or failed request.
 */
export function useFormError() {
  const toast = useToast()
  const [error, setError] = useState<string | null>(null)

  /** Shows the check's problem inline and as a toast, or clears the line; true means "do not send". */
  const rejects = useCallback(
    (problem: string | null): boolean => {
      setError(problem)
      if (problem) toast.error(problem)
      return Boolean(problem)
    },
    [toast]
  )

  const reportFailure = useCallback(
    (failure: unknown, texts: ErrorTexts) => setError(reportApiError(failure, texts, toast.error).message),
    [toast]
  )

  return { error, setError, rejects, reportFailure }
}
