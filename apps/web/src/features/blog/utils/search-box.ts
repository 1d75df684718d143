/**
 * The job profile search box and the URL's ?q= (written once typing pauses). What the box holds:
 * - `input`: what the box shows;
 * - `seen`: the last ?q= the box has taken account of;
 * - `written`: the searches the box wrote to the URL itself that the URL has not shown yet, oldest first.
 */
export interface SearchBoxState {
  input: string;
  seen: string;
  written: readonly string[];
}

/**
 * The box after the URL's ?q= reads `urlQuery`. A search from outside (a Guides link, Back, the site search
 * action) replaces what the box shows; the box's own search reaching the URL never does, so typing that goes
 * on while that write lands is kept. Returns `state` itself when nothing changes.
 */
export function followUrlQuery(state: SearchBoxState, urlQuery: string): SearchBoxState {
  if (urlQuery === state.seen) return state;
  const own = state.written.indexOf(urlQuery);
  if (own >= 0) return { ...state, seen: urlQuery, written: state.written.slice(own + 1) };
  const input = urlQuery.trim() === state.input.trim() ? state.input : urlQuery;
  return { input, seen: urlQuery, written: [] };
}

/** The box after it writes `value` to the URL. */
export function writeSearch(state: SearchBoxState, value: string): SearchBoxState {
  return { ...state, written: [...state.written, value] };
}
