import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { QueryState } from './query-state';
import { RealNameForm } from './real-name-form';
import { useUserVerify } from './real-name-queries';
import { loginOnly } from './require-login';

const STATUS_COLOR = { none: 'default', pending: 'warning', passed: 'success', failed: 'danger' } as const;

function RealNameContent() {
  const { t, i18n } = useTranslation();
  const q = useUserVerify();
  const [retrying, setRetrying] = useState(false);
  const record = q.data;
  const showForm = !record || record.status === 'none' || (record.status === 'failed' && retrying);

  return (
    <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
      <p className="muted page-pad" style={{ paddingBottom: 0 }}>
        {t('realName.intro')}
      </p>
      {record && record.status !== 'none' && (
        <section className="section">
          <List>
            <List.Item
              extra={
                <Tag color={STATUS_COLOR[record.status]} data-testid="realname-status">
                  {t(`me.verify.${record.status}`)}
                </Tag>
              }
            >
              {t('realName.status')}
            </List.Item>
            <List.Item extra={record.real_name}>{t('realName.realName')}</List.Item>
            <List.Item extra={t(`realName.idTypes.${record.id_type}`)}>{t('realName.idType')}</List.Item>
            <List.Item extra={record.id_number_masked}>{t('realName.idNumber')}</List.Item>
            <List.Item extra={new Date(record.created_at * 1000).toLocaleString(i18n.language)}>{t('realName.submittedAt')}</List.Item>
            {record.status === 'failed' && record.reason && <List.Item description={record.reason}>{t('realName.reason')}</List.Item>}
          </List>
          {record.status === 'failed' && !retrying && (
            <div className="page-pad">
              <Button block color="primary" shape="rounded" onClick={() => setRetrying(true)} data-testid="realname-resubmit">
                {t('realName.resubmit')}
              </Button>
            </div>
          )}
        </section>
      )}
      {showForm && (
        <section className="section">
          <RealNameForm />
        </section>
      )}
    </QueryState>
  );
}

/** /pagesA/common/real-name — status of my verification, and the form when there is none or it failed. */
export const RealNamePage = loginOnly(RealNameContent);
