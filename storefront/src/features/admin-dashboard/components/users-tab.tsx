import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useToast } from "@/components/toast"
import { useChangeRole, useRenameUser } from "../api/mutations"
import { usersQuery } from "../api/queries"
import type { AdminUser, Role, UserNameInput } from "../types"
import { FALLBACKS, failureText, successText } from "../utils/messages"
import { formatDay, fullName } from "../utils/format"
import { AdminConfirm } from "./admin-confirm"
import { AdminTable } from "./admin-table"
import { TabCard } from "./tab-card"
import { ListState } from "./list-state"
import { UserProfileDialog, type ProfileMode } from "./user-profile-dialog"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { OptionList } from "@/components/ui/option-list"
import { ROLE_LABELS, ROLES } from "@/lib/user"
import ui from "./admin.module.css"
import styles from "./users-tab.module.css"

type Pending = { user: AdminUser; role: Role }
type Opened = { user: AdminUser; mode: ProfileMode }

/**
 * Users: every account with its role; a role change is confirmed first and
 * performed by the server. View Profile shows one account's details, Edit
 * changes its name.
 */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const users = useQuery(usersQuery())
  const change = useChangeRole()
  const toast = useToast()
  const [pending, setPending] = useState<Pending | null>(null)
  const rename = useRenameUser()
  const [opened, setOpened] = useState<Opened | null>(null)

  const saveName = (name: UserNameInput) => {
    if (!opened) return
    rename.mutate(
      { id: opened.user._id, name },
      {
        onSuccess: (answer) => {
          toast.success(successText(answer, "User updated successfully"))
          // Back to the details, which show the new name once the list and details are read again.
          setOpened({ user: { ...opened.user, firstName: name.firstName.trim(), lastName: name.lastName.trim() }, mode: "view" })
        },
        onError: (error) => toast.error(failureText(error, FALLBACKS.rename)),
      }
    )
  }

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
          <AdminTable columns={["Name", "Email", "Joined", "Role"]} actionsColumn>
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
                <td>
                  <div className={styles.actions}>
                    <Button variant="ghost" size="small" onClick={() => setOpened({ user, mode: "view" })}>
                      View Profile<span className="visually-hidden"> of {fullName(user)}</span>
                    </Button>
                    <Button variant="ghost" size="small" onClick={() => setOpened({ user, mode: "edit" })}>
                      Edit<span className="visually-hidden"> {fullName(user)}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </ListState>
      <UserProfileDialog
        user={opened?.user ?? null}
        mode={opened?.mode ?? "view"}
        busy={rename.isPending}
        onEdit={() => setOpened((o) => o && { ...o, mode: "edit" })}
        onSave={saveName}
        onClose={() => setOpened(null)}
      />
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
