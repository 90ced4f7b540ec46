import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from './require-login';
import { EmptyBlock } from './empty-block';
import { useSession } from '../../stores/session-store';

/** Admin screens (review, articles, exchange rates) are for regional and super admins; everyone else gets a plain explanation. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useSession((s) => s.userInfo?.role);
  return <RequireLogin>{role === 'admin' || role === 'super_admin' ? children : <EmptyBlock title={t('common.adminOnly')} testId="admin-no-access" />}</RequireLogin>;
}

/** One empty list for everyone without areas: a new `[]` per read would make every render look like a change. */
const NO_AREAS: readonly number[] = Object.freeze([]);

/** The areas an admin manages (super admins: every area, given as an empty list meaning "all"; visitors: none). */
export function useAdminAreas(): readonly number[] {
  return useSession((s) => s.userInfo?.admin_site_area_ids ?? NO_AREAS);
}
