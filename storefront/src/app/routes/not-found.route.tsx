import { data } from "react-router"
import { NotFoundPage } from "@/components/not-found-page"

// Any URL the shop does not have: the not-found page (requirements LAY-01) with a real 404 status (rendered by the page boundary).
export function loader() {
  throw data(null, { status: 404 })
}

export default NotFoundPage
