import { SearchBox } from "@/features/search/components/search-box"

type Props = { onDone?: () => void; autoFocus?: boolean; className?: string }

/** The header's search: suggestions and the full search come from the server's product index. */
export function HeaderSearch(props: Props) {
  return <SearchBox {...props} />
}
