import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { LANGS, type Lang } from '../../lib/contracts';
import { formatDateTime } from '../../lib/time';
import { useApp } from '../../stores/app-store';
import { AdminOnly, useAdminAreas } from '../common/admin-access';
import { PagedList } from '../common/paged-list';
import { useAdminArticleCategories, useAdminArticles, useDeleteArticle, type AdminArticleRow } from './admin-queries';
import { articlePath, editArticlePath } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';
import './articles.css';

/** /pagesA/manage/article — an area admin's articles (their areas only): filter, write, edit, delete. */
export function ManageArticlesPage() {
  return (
    <AdminOnly>
      <ManageArticles />
    </AdminOnly>
  );
}

function ManageArticles() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [category, setCategory] = useState(0);
  const [lang, setLang] = useState<Lang | ''>('');
  const categories = useAdminArticleCategories();
  const list = useAdminArticles(category, lang);
  return (
    <div className="amanage" data-testid="manage-articles">
      <div className="amanage__bar">
        <select value={category} onChange={(e) => setCategory(Number(e.target.value))} aria-label={t('articles.edit.category')} data-testid="manage-filter-category">
          <option value={0}>{t('articles.manage.allCategories')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <select value={lang} onChange={(e) => setLang(e.target.value as Lang | '')} aria-label={t('articles.edit.language')} data-testid="manage-filter-lang">
          <option value="">{t('articles.manage.allLanguages')}</option>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {t(`lang.${l}`)}
            </option>
          ))}
        </select>
        <Button className="amanage__new" size="small" color="primary" shape="rounded" onClick={() => navigate(editArticlePath())} data-testid="manage-article-new">
          {t('articles.manage.new')}
        </Button>
      </div>
      <PagedList
        query={list}
        className="amanage__list"
        testId="manage-article-list"
        renderItem={(a) => <Row item={a} />}
        empty={{ title: t('articles.manage.empty'), testId: 'manage-articles-empty' }}
        noMore={t('articles.noMore')}
      />
    </div>
  );
}

function Row({ item }: { item: AdminArticleRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const mine = useAdminAreas();
  const del = useDeleteArticle();
  const onDelete = async () => {
    if (!(await confirmDialog({ content: t('articles.manage.deleteConfirm'), confirmText: t('articles.manage.delete'), cancelText: t('common.cancel') }))) return;
    del.mutate(item.id, { onSuccess: () => showToast({ icon: 'success', content: t('articles.manage.deleted') }) });
  };
  const editable = mine.length === 0 || mine.includes(item.site_area_id);
  return (
    <div className="amanage__row" data-testid={`manage-article-${item.id}`}>
      <Link className="amanage__title" to={articlePath(item.id)}>
        {item.title}
      </Link>
      <div className="amanage__tags">
        <span className={`amanage__tag amanage__tag--${item.status}`}>{t(`articles.manage.status.${item.status}`)}</span>
        {item.is_appoint && <span className="amanage__tag amanage__tag--appointed">{t('articles.manage.appointedTag')}</span>}
        {item.category_name && <span className="amanage__tag">{item.category_name}</span>}
        <span className="amanage__tag">{t(`lang.${item.lang}`)}</span>
      </div>
      <div className="muted">
        {t('articles.manage.counts', { browse: item.browse, likes: item.like_count, comments: item.comment_count })} · {formatDateTime(item.updated_at, lang)}
      </div>
      {editable && (
        <div className="amanage__actions">
          <Button size="mini" shape="rounded" onClick={() => navigate(editArticlePath(item.id))} data-testid={`manage-article-edit-${item.id}`}>
            {t('articles.manage.edit')}
          </Button>
          <Button size="mini" shape="rounded" color="danger" fill="outline" loading={del.isPending} onClick={() => void onDelete()} data-testid={`manage-article-delete-${item.id}`}>
            {t('articles.manage.delete')}
          </Button>
        </div>
      )}
    </div>
  );
}
