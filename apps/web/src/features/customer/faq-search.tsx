import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { FAQ } from '@haiwai/contracts/customer/constants';
import { customerPaths } from './paths';

/** The keyword box of the service centre and the question list; a search opens (or replaces) the question list. */
export function FaqSearch({ initial = '', replace = false }: { initial?: string; replace?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  return (
    <div className="faq-search" data-testid="faq-search">
      <SearchBar
        value={value}
        onChange={setValue}
        maxLength={FAQ.keywordMax}
        placeholder={t('customer.centre.searchPlaceholder')}
        onSearch={(v) => {
          const keyword = v.trim();
          if (keyword) navigate(customerPaths.questions({ keyword }), { replace });
        }}
      />
    </div>
  );
}
