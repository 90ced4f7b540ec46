import { useTranslation } from 'react-i18next';
import { useSiteAreas } from '../site';
import { useAdminAreas } from '../common/admin-access';

/** Which of my areas the queue shows; 0 = all of them. Super admins (no list) pick among every area. */
export function AreaPicker({ value, onChange }: { value: number; onChange(id: number): void }) {
  const { t } = useTranslation();
  const mine = useAdminAreas();
  const areas = useSiteAreas();
  const options = (areas.data ?? []).filter((a) => mine.length === 0 || mine.includes(a.id));
  if (options.length <= 1) return options[0] ? <div className="area-picker__single">{options[0].name}</div> : null;
  return (
    <div className="area-picker" data-testid="admin-area-picker">
      <button type="button" className={`review-chip${value === 0 ? ' review-chip--on' : ''}`} onClick={() => onChange(0)}>
        {t('admin.allAreas')}
      </button>
      {options.map((a) => (
        <button key={a.id} type="button" className={`review-chip${value === a.id ? ' review-chip--on' : ''}`} onClick={() => onChange(a.id)}>
          {a.name}
        </button>
      ))}
    </div>
  );
}
