import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SinglePage } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { RichContent } from './rich-content';

/** A single content page; its title becomes the title-bar title (the route's own title is empty). */
export function ContentView({ page, setBarTitle }: { page: SinglePage; setBarTitle: boolean }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (setBarTitle) useApp.getState().setMeta({ title: page.title });
  }, [page.title, setBarTitle]);
  const updated = new Date(page.updated_at * 1000).toLocaleDateString(i18n.language);
  return (
    <article className="content-page" data-testid="content-page">
      <h1 className="content-page__title">{page.title}</h1>
      <div className="content-page__meta muted">{updated}</div>
      <RichContent html={page.content} />
    </article>
  );
}
