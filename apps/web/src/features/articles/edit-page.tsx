import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import { ARTICLE_LIMITS, type ArticleStatus } from '@haiwai/contracts/articles/constants';
import { LANGS, MEDIA, type Lang } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { AdminOnly, useAdminAreas } from '../common/admin-access';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { QueryState } from '../common/query-state';
import { SubmitForm } from '../common/submit-form';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { useSiteAreas } from '../site';
import { useAdminArticle, useAdminArticleCategories, useSaveArticle, type AdminArticle } from './admin-queries';
import { MANAGE_ARTICLES } from './queries';
import { RichEditor } from './rich-editor';
import { showToast } from '../../lib/feedback';
import { ImageUploader } from '../common/lazy-parts';
import './articles.css';

/** Draft first: a new article starts as one. */
const STATUSES: readonly ArticleStatus[] = ['draft', 'published'];
type Status = ArticleStatus;

interface Values {
  title: string;
  summary: string;
  cover: ImageUploadItem[];
  category_id: number[];
  site_area_id: number[];
  lang: Lang[];
  is_appoint: boolean;
  status: Status[];
  content: string;
}

/** /pagesA/manage/article-edit?id= — write a new article or edit one of my areas' (TipTap body, cover, flags). */
export function ArticleEditPage() {
  return (
    <AdminOnly>
      <EditScreen />
    </AdminOnly>
  );
}

function EditScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const article = useAdminArticle(id);
  if (!id) return <EditForm />;
  return (
    <QueryState isPending={article.isPending} error={article.error} onRetry={() => void article.refetch()}>
      {article.data && <EditForm key={article.data.id} article={article.data} />}
    </QueryState>
  );
}

/** The form's starting values: the article's, or an empty draft in my current area and language. */
function useInitial(article: AdminArticle | undefined): Partial<Values> {
  const lang = useApp((s) => s.lang);
  const site = useApp((s) => s.siteObj?.site_area_id ?? 0);
  const mine = useAdminAreas();
  const area = mine.length === 0 || mine.includes(site) ? site : (mine[0] ?? site);
  if (!article) return { title: '', summary: '', cover: [], category_id: [], site_area_id: area ? [area] : [], lang: [lang], is_appoint: false, status: ['draft'], content: '' };
  return {
    title: article.title,
    summary: article.summary ?? '',
    cover: article.cover ? [{ url: article.cover, thumbnailUrl: imageUrl(article.cover, { preset: 'article' }) }] : [],
    category_id: [article.category_id],
    site_area_id: [article.site_area_id],
    lang: [article.lang as Lang],
    is_appoint: article.is_appoint,
    status: [article.status as Status],
    content: article.content,
  };
}

function EditForm({ article }: { article?: AdminArticle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const categories = useAdminArticleCategories();
  const areas = useAreaOptions();
  const save = useSaveArticle();
  const initial = useInitial(article);
  const required = (field: string) => [{ required: true, message: t('articles.edit.required', { field }) }];

  const submit = async (v: Values) => {
    if (uploading) {
      showToast({ content: t('articles.edit.uploading') });
      return;
    }
    await save.mutateAsync({
      ...(article ? { id: article.id } : {}),
      title: v.title.trim(),
      summary: v.summary.trim(),
      cover: v.cover[0]?.url ?? null,
      category_id: v.category_id[0]!,
      site_area_id: v.site_area_id[0]!,
      lang: v.lang[0]!,
      is_appoint: v.is_appoint,
      status: v.status[0]!,
      content: v.content,
    });
    showToast({ icon: 'success', content: t('articles.edit.saved') });
    navigate(MANAGE_ARTICLES, { replace: true });
  };

  return (
    <div className="aedit" data-testid="article-edit">
      <SubmitForm form={form} onSubmit={submit} button={{ label: t('articles.edit.save'), testId: 'article-save' }} layout="vertical" initialValues={initial}>
        <Form.Item name="title" label={t('articles.edit.title')} rules={required(t('articles.edit.title'))}>
          <FieldInput placeholder={t('articles.edit.titlePlaceholder')} maxLength={ARTICLE_LIMITS.titleMax} testId="article-title" />
        </Form.Item>
        <Form.Item name="summary" label={t('articles.edit.summary')}>
          <FieldTextArea placeholder={t('articles.edit.summaryPlaceholder')} maxLength={ARTICLE_LIMITS.summaryMax} autoSize={{ minRows: 2, maxRows: 4 }} testId="article-summary" />
        </Form.Item>
        <UploaderAlt alt={t('articles.edit.cover')}>
          <Form.Item name="cover" label={t('articles.edit.cover')}>
            <ImageUploader maxCount={1} accept={MEDIA.acceptedImageTypes.join(',')} upload={async (file) => ({ url: (await uploadImage(file)).url })} data-testid="article-cover" />
          </Form.Item>
        </UploaderAlt>
        <Form.Item name="category_id" label={t('articles.edit.category')} rules={required(t('articles.edit.category'))}>
          <Selector columns={3} options={(categories.data ?? []).map((c) => ({ value: c.id, label: <span data-testid={`article-cat-${c.id}`}>{c.name}</span> }))} />
        </Form.Item>
        <Form.Item name="site_area_id" label={t('articles.edit.area')} rules={required(t('articles.edit.area'))}>
          <Selector columns={3} options={areas} />
        </Form.Item>
        <Form.Item name="lang" label={t('articles.edit.language')} rules={required(t('articles.edit.language'))}>
          <Selector columns={3} options={LANGS.map((l) => ({ value: l, label: <span data-testid={`article-lang-${l}`}>{t(`lang.${l}`)}</span> }))} />
        </Form.Item>
        <Form.Item name="status" label={t('articles.edit.status')} rules={required(t('articles.edit.status'))}>
          <Selector columns={2} options={STATUSES.map((s) => ({ value: s, label: <span data-testid={`article-status-${s}`}>{t(`articles.manage.status.${s}`)}</span> }))} />
        </Form.Item>
        <Form.Item name="is_appoint" label={t('articles.edit.appointed')} valuePropName="checked" layout="horizontal">
          <Switch aria-label={t('articles.edit.appointed')} data-testid="article-appoint" />
        </Form.Item>
        <Form.Item name="content" label={t('articles.edit.body')} rules={required(t('articles.edit.body'))}>
          <RichEditor onBusy={setUploading} />
        </Form.Item>
      </SubmitForm>
    </div>
  );
}

/** The areas I may publish in: mine, or every area for a super admin. */
function useAreaOptions() {
  const mine = useAdminAreas();
  const areas = useSiteAreas().data ?? [];
  return areas.filter((a) => mine.length === 0 || mine.includes(a.id)).map((a) => ({ value: a.id, label: a.name }));
}
