import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useToast } from "@/components/toast"
import { useChangeRole } from "../api/mutations"
import { usersQuery } from "../api/queries"
import type { AdminUser, Role } from "../types"
import { FALLBACKS, failureText, successText } from "../utils/messages"
import { formatDay, fullName } from "../utils/format"
import { AdminConfirm } from "./admin-confirm"
import { AdminTable } from "./admin-table"
import { TabCard } from "./tab-card"
import { ListState } from "./list-state"
import { cx } from "@/components/ui/cx"
import { OptionList } from "@/components/ui/option-list"
import { ROLE_LABELS, ROLES } from "@/lib/user"
import ui from "./admin.module.css"
import styles from "./users-tab.module.css"

type Pending = { user: AdminUser; role: Role }

/** Users: every account with its role; a role change is confirmed first and performed by the server. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const users = useQuery(usersQuery())
  const change = useChangeRole()
  const toast = useToast()
  const [pending, setPending] = useState<Pending | null>(null)

  const apply = () => {
    if (!pending) return
    change.mutate(
      { id: pending.user._id, role: pending.role },
      {
        onSuccess: (answer) => toast.success(successText(answer, `Role updated to ${pending.role}`)),
        onError: (error) => toast.error(failureText(error, FALLBACKS.role)),
        onSettled: () => setPending(null),
      }
    )
  }

  return (
    <TabCard id="admin-users-title" title="Users" count={users.data?.length}>
      <ListState query={users} what="users" empty="No users yet.">
        {(list) => (
          <AdminTable columns={["Name", "Email", "Joined", "Role"]}>
            {list.map((user) => (
              <tr key={user._id} data-testid="admin-user-row" data-email={user.email}>
                <th scope="row">
                  {fullName(user)}
                  {user._id === currentUserId && <span className={styles.tag}>You</span>}
                </th>
                <td className={ui.email}>{user.email}</td>
                <td>{formatDay(user.createdAt)}</td>
                <td>
                  <label className="visually-hidden" htmlFor={`role-${user._id}`}>
                    Role of {fullName(user)}
                  </label>
                  <select
                    id={`role-${user._id}`}
                    className={cx("select", ui.select)}
                    value={user.role}
                    disabled={change.isPending && change.variables?.id === user._id}
                    onChange={(e) => setPending({ user, role: e.target.value as Role })}
                  >
                    <OptionList values={ROLES} label={(role) => ROLE_LABELS[role]} />
                  </select>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </ListState>
      <AdminConfirm
        subject={pending}
        title="Change role"
        message={
          pending
            ? pending.role === "admin"
              ? `Make ${fullName(pending.user)} an admin? They will be able to open this dashboard and the Medusa admin.`
              : `Make ${fullName(pending.user)} a customer? They will lose access to this dashboard and the Medusa admin.`
            : ""
        }
        confirmText={pending?.role === "admin" ? "Make Admin" : "Make Customer"}
        busyText="Updating..."
        busy={change.isPending}
        onConfirm={apply}
        onCancel={() => setPending(null)}
      />
    </TabCard>
  )
}
