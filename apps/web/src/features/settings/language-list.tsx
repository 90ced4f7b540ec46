import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { switchLang } from '../../shell/lang';
import { LANGS, type Lang } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';

/** zh / en / vi, each shown in its own language. */
export function LanguageList({ onDone }: { onDone?(): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const pick = async (l: Lang) => {
    if (l !== lang) await switchLang(l);
    onDone?.();
  };
  return (
    <List>
      {LANGS.map((l) => (
        <List.Item
          key={l}
          onClick={() => void pick(l)}
          arrowIcon={false}
          extra={l === lang ? <CheckOutline color="var(--adm-color-primary)" /> : null}
          data-testid={`lang-${l}`}
        >
          {t(`lang.${l}`)}
        </List.Item>
      ))}
    </List>
  );
}
