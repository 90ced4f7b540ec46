import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGISTICS_MODES, type LogisticsMode } from '@haiwai/contracts/logistics/constants';
import { Chips } from '../common/chips';
import { PagedList } from '../common/paged-list';
import { LineCard } from './bits';
import { logisticsPaths } from './paths';
import { useLines } from './queries';
import './logistics.css';

/** `/pagesA/logistics/list`: the area's listed lines, filtered by destination and mode. */
export function LogisticsListPage() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [mode, setMode] = useState<LogisticsMode | 'all'>('all');
  const [dest, setDest] = useState('');
  const lines = useLines(dest, mode === 'all' ? null : mode);
  return (
    <div className="lg" data-testid="logistics-list">
      <div className="lg-head">
        <h2 className="lg-h">{t('logistics.list.title')}</h2>
        <Link to={logisticsPaths.manage} className="lg-link" data-testid="logistics-manage-link">
          {t('logistics.list.manage')}
        </Link>
      </div>
      <form
        className="lg-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setDest(to.trim());
        }}
      >
        <input type="search" value={to} onChange={(e) => setTo(e.target.value)} placeholder={t('logistics.list.toPlaceholder')} aria-label={t('logistics.list.to')} data-testid="logistics-to" />
        <button type="submit" data-testid="logistics-search">
          {t('logistics.list.search')}
        </button>
      </form>
      <Chips<LogisticsMode | 'all'>
        testId="logistics-mode"
        value={[mode]}
        onChange={(v) => setMode(v[0] ?? 'all')}
        options={[{ label: t('logistics.list.all'), value: 'all' }, ...LOGISTICS_MODES.map((m) => ({ label: t(`logistics.mode.${m}`), value: m }))]}
      />
      <PagedList
        query={lines}
        className="lg-list"
        testId="logistics-lines"
        total={lines.data?.pages[0]?.total}
        renderItem={(l) => <LineCard line={l} />}
        empty={{ title: t('logistics.list.empty'), text: t('logistics.list.emptyText'), testId: 'logistics-empty' }}
        noMore={t('logistics.list.noMore')}
      />
    </div>
  );
}
