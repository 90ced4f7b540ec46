import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { showToast } from '../../lib/feedback';
import { AdminOnly } from '../common/admin-access';
import { PagedList } from '../common/paged-list';
import { EditWalk, WalkForm } from './add-page';
import { MANAGE_OFFICIAL, MANAGE_OFFICIAL_EDIT } from './paths';
import { useDeleteOfficial } from './admin-queries';
import { useWalks, type WalkCard } from './queries';
import { WalkCardView } from './walk-card';
import './city-walk.css';

/** /pagesA/manage/city-walk — the area admin's official routes of the current area: open, change, delete, or write a new one. */
export function ManageOfficialListPage() {
  const { t } = useTranslation();
  const routes = useWalks(true, {});
  return (
    <AdminOnly>
      <div className="cwalk-manage cwalk-manage--page" data-testid="official-manage">
        <p className="cwalk-add__hint">{t('cityWalk.manage.hint')}</p>
        <Link to={MANAGE_OFFICIAL_EDIT} className="cwalk-manage__new" data-testid="official-new">
          {t('cityWalk.manage.new')}
        </Link>
        <PagedList
          query={routes}
          className="cwalk-manage__list"
          testId="official-routes"
          itemKey={(w: WalkCard) => w.id}
          renderItem={(w) => <OfficialRow walk={w} />}
          empty={{ title: t('cityWalk.emptyOfficial'), text: t('cityWalk.manage.emptyText') }}
          noMore={t('cityWalk.noMore')}
        />
      </div>
    </AdminOnly>
  );
}

function OfficialRow({ walk }: { walk: WalkCard }) {
  const { t } = useTranslation();
  return (
    <div className="cwalk-manage__row" data-testid={`official-row-${walk.id}`}>
      <WalkCardView walk={walk} wide />
      <div className="cwalk-manage__actions">
        <DeleteOfficial id={walk.id} title={walk.title} />
        <Link to={`${MANAGE_OFFICIAL_EDIT}?id=${walk.id}`} className="cwalk-manage__edit" data-testid={`official-edit-${walk.id}`}>
          {t('cityWalk.manage.edit')}
        </Link>
      </div>
    </div>
  );
}

/** Asks first; the route leaves the area's list (audited on the server). */
function DeleteOfficial({ id, title, after }: { id: number; title: string; after?: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteOfficial();
  const ask = async () => {
    if (!(await Dialog.confirm({ content: t('cityWalk.manage.deleteConfirm', { title }), confirmText: t('cityWalk.manage.delete'), cancelText: t('common.cancel') }))) return;
    remove.mutate(id, {
      onSuccess: () => {
        showToast({ icon: 'success', content: t('cityWalk.manage.deleted') });
        after?.();
      },
    });
  };
  return (
    <Button size="small" color="danger" fill="outline" loading={remove.isPending} onClick={() => void ask()} data-testid={`official-delete-${id}`}>
      {t('cityWalk.manage.delete')}
    </Button>
  );
}

/** /pagesA/manage/city-walk/edit — write an official route of the current area, or change / delete one (`?id=`). */
export function ManageOfficialEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  return (
    <AdminOnly>
      {id ? (
        <>
          {/* The route's en/vi versions are not read back here (the detail comes in the reader's language); saving replaces them. */}
          <p className="cwalk-add__hint cwalk-manage__note" data-testid="official-lang-note">
            {t('cityWalk.manage.langNote')}
          </p>
          <EditWalk id={id} official />
          <div className="cwalk-manage__foot">
            <DeleteOfficial id={id} title="" after={() => navigate(MANAGE_OFFICIAL, { replace: true })} />
          </div>
        </>
      ) : (
        <WalkForm official />
      )}
    </AdminOnly>
  );
}
