import { formatPrice } from "@/lib/format-price"
import type { AdminOrder, AdminStats } from "../types"

const count = new Intl.NumberFormat("en-IN")
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" })
const dayTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" })

type StatCard = { key: keyof AdminStats; label: string; value: string }

/** The Overview's four cards, in the order of requirements ADM-02; revenue in rupees, counts with Indian digit grouping. */
export function statCards(stats: AdminStats): StatCard[] {
  const n = (v: number) => (Number.isFinite(v) ? count.format(v) : "0")
  return [
    { key: "totalUsers", label: "Total Users", value: n(stats.totalUsers) },
    { key: "totalOrders", label: "Total Orders", value: n(stats.totalOrders) },
    { key: "totalRevenue", label: "Total Revenue", value: formatPrice(stats.totalRevenue) || formatPrice(0) },
    { key: "totalProducts", label: "Total Products", value: n(stats.totalProducts) },
  ]
}

const RECENT_ORDERS = 5

/** The newest five orders (the list usually arrives newest first; sorting keeps that true regardless). */
export function recentOrders(orders: AdminOrder[], limit = RECENT_ORDERS): AdminOrder[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, limit)
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ""
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? "" : day.format(d)
}

export function formatDayTime(iso: string | null | undefined): string {
  if (!iso) return ""
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? "" : dayTime.format(d)
}

export const fullName = (u: { firstName: string; lastName: string; email?: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email || "Unnamed"

/** "oldest waiting 3 h" / "oldest waiting 2 d 5 h"; "" when nothing waits. */
export function waitingAge(since: string | null, now: Date = new Date()): string {
  if (!since) return ""
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 3_600_000))
  if (hours < 1) return "oldest waiting under 1 h"
  const days = Math.floor(hours / 24)
  return days ? `oldest waiting ${days} d ${hours % 24} h` : `oldest waiting ${hours} h`
}
