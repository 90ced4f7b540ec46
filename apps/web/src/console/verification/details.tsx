import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Image, List, Space, Spin, Typography } from 'antd';
import type { LicenceReview, RealNameReview } from '@haiwai/contracts/verification';
import { call } from '../../lib/http';
import { useConsoleT } from '../i18n';
import { StatusTag } from '../layout/status-tag';

const STATUS_COLOR = { pending: 'gold', passed: 'green', failed: 'red' } as const;
const when = (seconds: number) => new Date(seconds * 1000).toLocaleString();

export const reviewKeys = {
  realName: (id: number) => ['console', 'verification', 'real_name', id] as const,
  licence: (id: number) => ['console', 'verification', 'company_licence', id] as const,
};

/** The private pictures side by side, from the signed links the review call made for this admin. */
function Pictures({ links, label }: { links: Array<string | null>; label: (n: number) => string }) {
  const { t } = useConsoleT();
  if (!links.length) return <Empty description={t('verification.noPhoto')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Image.PreviewGroup>
      <div className="verify-pictures" data-testid="verify-pictures">
        {links.map((link, i) =>
          link ? (
            <figure key={link} className="verify-picture">
              <Image src={link} alt={label(i + 1)} width="100%" />
              <figcaption>{label(i + 1)}</figcaption>
            </figure>
          ) : (
            <Typography.Text key={i} type="danger">
              {t('verification.noPhoto')}
            </Typography.Text>
          ),
        )}
      </div>
    </Image.PreviewGroup>
  );
}

/** Masked until the admin asks: the whole number shows only on this screen (docs/verification.md). */
function IdNumber({ record }: { record: RealNameReview }) {
  const { t } = useConsoleT();
  const [shown, setShown] = useState(false);
  return (
    <Space>
      <Typography.Text code data-testid="verify-id-number">
        {shown ? record.id_number : record.id_number_masked}
      </Typography.Text>
      <Button size="small" onClick={() => setShown((s) => !s)} data-testid="verify-id-toggle">
        {shown ? t('verification.hideNumber') : t('verification.showNumber')}
      </Button>
    </Space>
  );
}

function Person({ user }: { user: RealNameReview['user'] }) {
  return (
    <>
      {user.nickname} (#{user.id})
    </>
  );
}

/** One real-name request: who, the number (masked / whole), the photos side by side, the earlier requests. */
export function RealNameDetail({ id }: { id: number }) {
  const { t } = useConsoleT();
  const q = useQuery({ queryKey: reviewKeys.realName(id), queryFn: () => call('adminRealNameReview', { params: { id }, silent: true }), staleTime: 60_000 });
  const r = q.data;
  if (q.isLoading) return <Spin />;
  if (!r) return <Typography.Text type="danger">{t('app.loadFailed')}</Typography.Text>;
  return (
    <div data-testid="verify-detail">
      <p className="verify-intro">{t('verification.intro')}</p>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('verification.name')}>{r.real_name}</Descriptions.Item>
        <Descriptions.Item label={t('verification.idType')}>{t(`verification.idTypes.${r.id_type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('verification.idNumber')} span={2}>
          <IdNumber record={r} />
        </Descriptions.Item>
        <Descriptions.Item label={t('verification.member')}>
          <Person user={r.user} />
        </Descriptions.Item>
        <Descriptions.Item label={t('verification.phone')}>{r.user.mobile ? `+${r.user.area_code ?? ''} ${r.user.mobile}` : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('verification.joined')}>{when(r.user.joined_at)}</Descriptions.Item>
        <Descriptions.Item label={t('verification.submitted')}>{when(r.created_at)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} className="verify-heading">
        {t('verification.photos')}
      </Typography.Title>
      <Pictures links={r.photo_links} label={(n) => t('verification.photo', { n })} />
      <Typography.Title level={2} className="verify-heading">
        {t('verification.history')}
      </Typography.Title>
      <List
        size="small"
        locale={{ emptyText: <span className="verify-empty">{t('verification.noHistory')}</span> }}
        dataSource={r.history}
        renderItem={(h) => (
          <List.Item>
            <Space>
              <StatusTag tone={STATUS_COLOR[h.status]}>{t(`verification.status.${h.status}`)}</StatusTag>
              <span>{when(h.created_at)}</span>
              {h.reason ? <span className="verify-intro">{h.reason}</span> : null}
            </Space>
          </List.Item>
        )}
      />
    </div>
  );
}

/** One business request: the company, its owner, the licence pictures side by side. */
export function LicenceDetail({ id }: { id: number }) {
  const { t } = useConsoleT();
  const q = useQuery({ queryKey: reviewKeys.licence(id), queryFn: () => call('adminLicenceReview', { params: { id }, silent: true }), staleTime: 60_000 });
  const r: LicenceReview | undefined = q.data;
  if (q.isLoading) return <Spin />;
  if (!r) return <Typography.Text type="danger">{t('app.loadFailed')}</Typography.Text>;
  const review = r.company.review_status as 'pending' | 'passed' | 'failed';
  return (
    <div data-testid="verify-detail">
      <p className="verify-intro">{t('verification.intro')}</p>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('verification.company')}>
          <a href={`/pages/shop/detail?id=${r.company.id}`} target="_blank" rel="noreferrer">
            {r.company.title}
          </a>
        </Descriptions.Item>
        <Descriptions.Item label={t('verification.licenceNo')}>{r.company.licence_no ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('verification.contact')}>{r.company.contact ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('verification.companyReview')}>{t(`verification.companyReviews.${review}`, { defaultValue: review })}</Descriptions.Item>
        <Descriptions.Item label={t('verification.owner')}>
          <Person user={r.user} />
        </Descriptions.Item>
        <Descriptions.Item label={t('verification.phone')}>{r.user.mobile ? `+${r.user.area_code ?? ''} ${r.user.mobile}` : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('verification.submitted')}>{when(r.created_at)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} className="verify-heading">
        {t('verification.licencePhotos')}
      </Typography.Title>
      <Pictures links={r.licence_links} label={(n) => t('verification.licencePhoto', { n })} />
    </div>
  );
}
