import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import { SAVED_SEARCHES_PATH } from '@haiwai/contracts/saved-searches/constants';
import { showToast } from '../../lib/feedback';
import { useContentScope } from '../common/content-scope';
import { useLoginFirst } from '../common/use-login-first';
import { searchKey, useSaveSearch, useSavedSearchIndex } from './queries';
import './saved-searches.css';

interface Props {
  /** The listing kind the list shows. */
  kind: string;
  /** The list call's query as the page makes it (filters, keyword, sort; no paging). */
  query: Record<string, string | number>;
}

/**
 * "Save this search" at the end of a list's filter bar: saves the filters and keyword for alerts (login first); once
 * saved it says so, and a tap opens Me → Saved searches.
 */
export function SaveSearchButton({ kind, query }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const { site } = useContentScope();
  const index = useSavedSearchIndex();
  const save = useSaveSearch();
  const key = searchKey(kind, site, query);
  const saved = Boolean(index.data?.list.some((s) => searchKey(s.kind, s.site_area_id, s.query) === key));

  const onClick = async () => {
    if (!loginFirst()) return;
    if (saved) return navigate(SAVED_SEARCHES_PATH);
    const res = await save.mutateAsync({ kind, query });
    showToast(res.created ? t('savedSearch.toast.saved') : t('savedSearch.toast.already'));
  };

  return (
    <button type="button" className={saved ? 'ssave ssave--on' : 'ssave'} aria-pressed={saved} disabled={save.isPending} onClick={() => void onClick().catch(() => undefined)} data-testid="save-search">
      <BellOutline aria-hidden />
      <span className="ssave__text">{saved ? t('savedSearch.button.saved') : t('savedSearch.button.save')}</span>
    </button>
  );
}
