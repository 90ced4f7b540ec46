import { useSearchParams } from 'react-router';
import { stayFromSearch, stayParams, type Stay } from './stay';

/** The stay in the address, and a setter that keeps the screen's other parameters (`id`). */
export function useStay(): [Stay, (next: Stay) => void] {
  const [search, setSearch] = useSearchParams();
  const stay = stayFromSearch(search);
  const set = (next: Stay) => setSearch(new URLSearchParams(stayParams(next, { id: search.get('id') ?? '' })), { replace: true });
  return [stay, set];
}
