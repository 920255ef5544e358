import { useSearchParams } from "react-router"
import { useRealmCounts } from "../api/catalogue-queries"
import type { Realm } from "../types"
import { AttarRealmModal } from "./attar-realm-modal"
import { CategoryListing } from "./category-listing"
import { Button } from "@/components/ui/button"
import { SpreadRow } from "@/components/spread-row"
import styles from "./attars-listing.module.css"

const isRealm = (value: string | null): value is Realm => value === "heritage" || value === "celestial"

const REALM_TITLES: Record<Realm, string> = { heritage: "Heritage Collection", celestial: "Celestial Collection" }

/** ?realm=all: every attar of both realms together. */
const ALL = "all"

/** /attars: the realm lives in ?realm= (or "all"); without a valid one the modal asks for it. */
export function AttarsListing() {
  const [params, setParams] = useSearchParams()
  const realmParam = params.get("realm")
  const realm = isRealm(realmParam) ? realmParam : realmParam === ALL ? ALL : null
  const counts = useRealmCounts().data ?? { heritage: 0, celestial: 0 }

  const choose = (next: Realm | typeof ALL) => {
    const updated = new URLSearchParams(params)
    updated.set("realm", next)
    setParams(updated)
  }

  // Change Realm clears the parameter (and the filters chosen for the old realm).
  const changeRealm = () => setParams(new URLSearchParams())

  if (!realm) return <AttarRealmModal counts={counts} onChoose={choose} onShowAll={() => choose(ALL)} />

  return (
    <>
      <SpreadRow className={styles.realmBar}>
        <p>
          {realm === ALL ? (
            <>
              Exploring <strong>all attars</strong>
            </>
          ) : (
            <>
              Exploring the <strong>{REALM_TITLES[realm]}</strong>
            </>
          )}
        </p>
        <Button variant="ghost" onClick={changeRealm}>
          Change Realm
        </Button>
      </SpreadRow>
      <CategoryListing category="attars" realm={realm === ALL ? undefined : realm} />
    </>
  )
}
