import { useNavigate } from 'react-router';
import DownFill from 'antd-mobile-icons/es/DownFill';
import { PATHS } from '../../shell/paths';
import { useApp } from '../../stores/app-store';

/** "+86 ▾" in front of a mobile input; opens the area-code page, which writes the store and comes back. */
export function AreaCodeField({ testId }: { testId: string }) {
  const areaCode = useApp((s) => s.areaCode);
  const navigate = useNavigate();
  return (
    <button type="button" className="area-code-field" onClick={() => navigate(PATHS.areaCode)} data-testid={testId}>
      +{areaCode}
      <DownFill fontSize={10} />
    </button>
  );
}
