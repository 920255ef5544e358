import { useMutation } from "@tanstack/react-query"
import type { ProfileForm } from "../utils/profile-rules"
import { changePasswordRequest, updateProfileRequest } from "./profile-api"

/** PUT /api/auth/profile. */
export const useUpdateProfile = () => useMutation({ mutationFn: (form: ProfileForm) => updateProfileRequest(form) })

/** PUT /api/auth/change-password (keeps this device signed in with the answer's fresh token). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      changePasswordRequest(currentPassword, newPassword),
  })
