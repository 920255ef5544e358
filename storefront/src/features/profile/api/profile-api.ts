import {
  ChangePasswordAnswerSchema,
  OrderListAnswerSchema,
  ProfileAnswerSchema,
  WishlistAnswerSchema,
  WishlistChangeAnswerSchema,
} from "@/lib/answers"
import { queryOptions } from "@tanstack/react-query"
import { api } from "@/lib/api"
import { setToken } from "@/lib/auth-token"
import type { ProfileForm } from "../utils/profile-rules"

export const updateProfileRequest = (form: ProfileForm) =>
  api.put(
    "/auth/profile",
    {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      phone: form.phone.trim() || null,
      address: form.address.trim() || null,
      ...(form.currentPassword ? { currentPassword: form.currentPassword } : {}),
      // Sent only when there is something to keep or to clear, so a profile without them keeps its old body.
      ...(form.gstin?.trim() || form.businessName?.trim() || form.hadBusiness
        ? { gstin: form.gstin?.trim().toUpperCase() || null, businessName: form.businessName?.trim() || null }
        : {}),
    },
    { answer: ProfileAnswerSchema }
  )

/**
 * A password change ends every session of the account, this one included; the
 * answer's fresh token keeps this device signed in.
 */
export async function changePasswordRequest(currentPassword: string, newPassword: string) {
  const answer = await api.put("/auth/change-password", { currentPassword, newPassword }, { answer: ChangePasswordAnswerSchema })
  if (answer.token) setToken(answer.token)
  return answer
}

/** A list on the profile; a failed fetch gives an empty list (requirements PRF-01). */
async function profileList<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    console.warn("Profile list failed to load", error)
    return []
  }
}

export const profileWishlistQuery = () =>
  queryOptions({
    queryKey: ["user", "me", "profile-wishlist"] as const,
    queryFn: ({ signal }) => profileList(async () => (await api.get("/auth/wishlist", { signal, answer: WishlistAnswerSchema })).wishlist),
  })

/** Same key and shape as the orders page, so both share one cache entry. */
export const profileOrdersQuery = () =>
  queryOptions({
    queryKey: ["user", "me", "orders"] as const,
    queryFn: ({ signal }) => profileList(async () => (await api.get("/auth/orders", { signal, answer: OrderListAnswerSchema })).orders),
  })

export const removeWishlistItemRequest = (id: string) =>
  api.delete(`/auth/wishlist/${encodeURIComponent(id)}`, { answer: WishlistChangeAnswerSchema })
