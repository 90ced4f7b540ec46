import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { LISTING_KINDS, isListingKind } from '@haiwai/contracts/listings';
import { SAVED_SEARCH } from '@haiwai/contracts/saved-searches/constants';
import { confirmDialog, showToast } from '../../lib/feedback';
import { pick } from '../../lib/kind-price';
import { useApp } from '../../stores/app-store';
import { PagedList } from '../common/paged-list';
import { useRelativeTime } from '../common/relative-time';
import { useDeleteSearch, useMySavedSearches, useUpdateSearch, type SavedSearch } from './queries';
import './saved-searches-page.css';

/** Me → Saved searches: each search's filters in words, its alerts on or off, rename, open its list, delete. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const list = useMySavedSearches();
  return (
    <div className="ssearches" data-testid="saved-searches">
      <p className="ssearches__intro">{t('savedSearch.page.intro', { max: SAVED_SEARCH.perMember })}</p>
      <PagedList
        query={list}
        className="ssearches__items"
        testId="saved-search-items"
        renderItem={(s) => <SearchRow search={s} />}
        empty={{ title: t('savedSearch.page.empty'), text: t('savedSearch.page.emptyHint'), testId: 'saved-search-empty' }}
        noMore={t('savedSearch.page.noMore')}
        loadMoreFailed={t('savedSearch.page.loadMoreFailed')}
      />
    </div>
  );
}

function SearchRow({ search: s }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((st) => st.lang);
  const ago = useRelativeTime();
  const update = useUpdateSearch();
  const remove = useDeleteSearch();
  const [renaming, setRenaming] = useState(false);
  const kind = isListingKind(s.kind) ? pick(LISTING_KINDS[s.kind].label, lang) : s.kind;
  const meta = s.paused ? t('savedSearch.row.paused') : s.last_digest_at ? t('savedSearch.row.lastDigest', { time: ago(s.last_digest_at) }) : t('savedSearch.row.noDigest');

  const toggle = (on: boolean) =>
    update.mutateAsync({ id: s.id, paused: !on }).then(
      () => showToast(on ? t('savedSearch.toast.resumed') : t('savedSearch.toast.paused')),
      () => undefined,
    );
  const del = async () => {
    if (!(await confirmDialog({ title: t('savedSearch.row.deleteTitle'), content: t('savedSearch.row.deleteText', { name: s.name }), confirmText: t('savedSearch.row.delete'), cancelText: t('savedSearch.row.cancel') }))) return;
    await remove.mutateAsync(s.id).then(() => showToast(t('savedSearch.toast.deleted')), () => undefined);
  };

  return (
    <article className="ssearch" data-testid={`saved-search-${s.id}`} aria-labelledby={`ssearch-name-${s.id}`}>
      <div className="ssearch__head">
        <h2 className="ssearch__name" id={`ssearch-name-${s.id}`}>{s.name}</h2>
        <span className="ssearch__kind">{kind}</span>
      </div>
      <p className="ssearch__summary">{s.summary}</p>
      <div className="ssearch__meta">{meta}</div>
      <div className="ssearch__actions">
        <Button size="small" color="primary" onClick={() => navigate(s.link)} data-testid="saved-search-open">
          {t('savedSearch.row.open')}
        </Button>
        <Button size="small" onClick={() => setRenaming(true)} data-testid="saved-search-rename">
          {t('savedSearch.row.rename')}
        </Button>
        <Button size="small" color="danger" fill="outline" onClick={() => void del()} data-testid="saved-search-delete">
          {t('savedSearch.row.delete')}
        </Button>
        <label className="ssearch__alerts">
          <span>{t('savedSearch.row.alerts')}</span>
          <Switch checked={!s.paused} loading={update.isPending} onChange={(on) => void toggle(on)} aria-label={t('savedSearch.row.alertsOf', { name: s.name })} data-testid="saved-search-alerts" />
        </label>
      </div>
      {renaming && <RenameDialog search={s} onClose={() => setRenaming(false)} />}
    </article>
  );
}

function RenameDialog({ search, onClose }: { search: SavedSearch; onClose(): void }) {
  const { t } = useTranslation();
  const update = useUpdateSearch();
  const [name, setName] = useState(search.name);
  const submit = () =>
    update.mutateAsync({ id: search.id, name: name.trim() }).then(
      () => {
        showToast(t('savedSearch.toast.renamed'));
        onClose();
      },
      () => undefined,
    );
  return (
    <Dialog
      visible
      title={t('savedSearch.rename.title')}
      content={<Input value={name} onChange={setName} maxLength={SAVED_SEARCH.nameMax} clearable aria-label={t('savedSearch.rename.label')} placeholder={t('savedSearch.rename.placeholder')} data-testid="saved-search-name" />}
      closeOnMaskClick
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: t('savedSearch.row.cancel'), onClick: onClose },
          { key: 'ok', text: t('savedSearch.rename.save'), bold: true, disabled: !name.trim() || update.isPending, onClick: () => void submit() },
        ],
      ]}
    />
  );
}
