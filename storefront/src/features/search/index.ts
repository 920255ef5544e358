export { SearchBox, SUGGESTIONS_CLOSE_MS, type SearchProduct } from "./components/search-box"
export { fullSearch, suggest, normalizeQuery } from "./utils/search"
