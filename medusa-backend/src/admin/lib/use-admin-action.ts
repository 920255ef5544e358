import { useMutation, useQueryClient } from "@tanstack/react-query"
import { toast } from "@medusajs/ui"
import { errorText } from "./sdk"

/**
 * A write from an admin page: runs `action`, toasts `success(vars)` and reads
 * the list at `listPath` again before it counts as done (so buttons stay
 * disabled until the table shows the change); a failure toasts Medusa's message.
 */
export function useAdminAction<Vars, Result>(
  listPath: string,
  action: (vars: Vars) => Promise<Result>,
  success: (vars: Vars, result: Result) => string
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: async (result, vars) => {
      toast.success(success(vars, result))
      await queryClient.invalidateQueries({ queryKey: [listPath] })
    },
    onError: (error) => toast.error(errorText(error)),
  })
}
