import type { AgreementSideLang } from '@haiwai/contracts/agreements/constants';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../stores/app-store';

/** The side language a new contract starts with: Vietnamese for a Vietnamese reader, else English. */
export function useDefaultSide(): AgreementSideLang {
  return useApp((s) => s.lang) === 'vi' ? 'vi' : 'en';
}

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`agr-tag agr-tag--${status}`} data-testid="agr-status">
      {t(`agreements.status.${status}`)}
    </span>
  );
}

/** A Chinese line with its side language under it (the side text marked with its language for screen readers). */
export function Bilingual({ zh, side, lang, className = '' }: { zh: string; side: string; lang: AgreementSideLang; className?: string }) {
  return (
    <div className={`agr-bi ${className}`}>
      <div lang="zh">{zh}</div>
      {side && (
        <div className="agr-bi__side" lang={lang}>
          {side}
        </div>
      )}
    </div>
  );
}

export const when = (seconds: number, lang: string) => new Date(seconds * 1000).toLocaleString(lang === 'zh' ? 'zh-CN' : lang, { dateStyle: 'medium', timeStyle: 'short' });
