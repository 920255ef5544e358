export { SearchBox, SUGGESTIONS_CLOSE_MS } from "./components/search-box"
export { SUGGESTION_MIN_CHARS, SUGGESTION_LIMIT, normalizeQuery } from "./api/suggestions"
