// The blocks other features' screens show. index.ts loads this small module (its only dependencies are React and
// react-i18next, so the entry's list of files to preload for it stays short); it loads each block's own chunk in
// turn. Each block waits for the articles words: useTranslation with the namespace loads it and suspends until it
// is in (the host's Suspense shows nothing meanwhile).
import { createElement, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

function block(load: () => Promise<ComponentType>): ComponentType {
  const Block = lazy(() => load().then((C) => ({ default: C })));
  return function WithArticleWords() {
    useTranslation('articles');
    return createElement(Block);
  };
}

export const AppointedArticles = block(() => import('./appointed-block').then((m) => m.AppointedArticles));
export const CityNews = block(() => import('./city-news').then((m) => m.CityNews));
export const CollectedArticles = block(() => import('./collected-list').then((m) => m.CollectedArticles));
export const CollectTabTitle = block(() => import('./collected-list').then((m) => m.CollectTabTitle));
