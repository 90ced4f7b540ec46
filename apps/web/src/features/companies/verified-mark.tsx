import { useTranslation } from 'react-i18next';
import './verify.css';

/** The verified mark on a company's page (an admin of the area approved its licence: docs/verification.md). */
export function VerifiedBusinessMark() {
  const { t } = useTranslation();
  return (
    <span className="bverify__mark" data-testid="company-verified">
      {t('companies.verify.mark')}
    </span>
  );
}
