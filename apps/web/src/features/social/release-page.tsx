import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { SOCIAL_LIMITS } from '@haiwai/contracts/social/constants';
import { ApiError, call } from '../../lib/http';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { RequireLogin } from '../common/require-login';
import { uploadImage } from '../common/upload';
import { useDistricts } from '../listings';
import { useServerDraft } from '../drafts';
import { loadDraft, moveLeft, moveRight, saveDraft, clearDraft, isBlankDraft, parseDraft, type PostDraft } from './publish-draft';
import { postPath, socialKeys } from './queries';
import { showToast } from '../../lib/feedback';
import './publish.css';

export const TOPIC_SELECT_PATH = '/pages/socialize/topic-select';

/** /pages/socialize/dynamics-release — write a post: text, up to nine photos in order, up to three topics, a place. */
export function ReleasePage() {
  return (
    <RequireLogin>
      <ReleaseForm />
    </RequireLogin>
  );
}

function ReleaseForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [search] = useSearchParams();
  const userId = useSession((s) => s.userInfo?.id ?? 0);
  const [draft, setDraft] = useState<PostDraft>(() => loadDraft(userId));
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const districts = useDistricts();
  const change = (patch: Partial<PostDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // Kept as it is typed: leaving for the topic picker, or the app, loses nothing.
  useEffect(() => saveDraft(userId, draft), [userId, draft]);
  // And on the server (temporaryLog): a post begun on another device continues here when this one has none.
  const serverDraft = useServerDraft('social.post', draft, { restore: (c) => setDraft((d) => (isBlankDraft(d) ? parseDraft(c) : d)), isBlank: isBlankDraft, title: (d) => d.content.slice(0, 40) });
  // A topic's "publish here" arrives with ?topic_id=: that topic is picked.
  const topicId = Number(search.get('topic_id')) || 0;
  useEffect(() => {
    if (!topicId) return;
    void call('socialTopicInfo', { params: { id: topicId }, noLoading: true, silent: true })
      .then((topic) => setDraft((d) => (d.topics.some((x) => x.id === topic.id) || d.topics.length >= SOCIAL_LIMITS.topicsPerPost ? d : { ...d, topics: [...d.topics, { id: topic.id, name: topic.name }] })))
      .catch(() => undefined);
  }, [topicId]);

  const publish = useMutation({
    mutationFn: () => call('socialPostSave', { body: { content: draft.content, images: draft.images, topic_ids: draft.topics.map((x) => x.id), location: draft.location ?? undefined } }),
    onSuccess: (post) => {
      clearDraft(userId);
      void serverDraft.clear();
      void qc.invalidateQueries({ queryKey: socialKeys.all });
      showToast({ content: t('social.release.published') });
      navigate(postPath(post.id), { replace: true });
    },
    onError: (err) => setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : t('social.release.failed')),
  });

  async function addPhotos(files: FileList | null) {
    const room = SOCIAL_LIMITS.imagesMax - draft.images.length;
    for (const file of Array.from(files ?? []).slice(0, room)) {
      setUploading(0);
      try {
        const media = await uploadImage(file, (p) => setUploading(p));
        setDraft((d) => ({ ...d, images: [...d.images, media.url].slice(0, SOCIAL_LIMITS.imagesMax) }));
      } catch {
        showToast({ content: t('social.release.uploadFailed') });
      } finally {
        setUploading(null);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  const empty = !draft.content.trim() && draft.images.length === 0;
  return (
    <div className="srelease" data-testid="post-release">
      <label className="srelease__label" htmlFor="release-content">
        {t('social.release.content')}
      </label>
      <TextArea
        id="release-content"
        value={draft.content}
        onChange={(content) => {
          setError(null);
          change({ content });
        }}
        placeholder={t('social.release.placeholder')}
        maxLength={SOCIAL_LIMITS.contentMax}
        showCount
        autoSize={{ minRows: 5, maxRows: 12 }}
        data-testid="release-content"
      />
      {error && (
        <div className="srelease__error" role="alert" data-testid="release-error">
          {error}
        </div>
      )}
      <ReleasePhotos images={draft.images} uploading={uploading} onChange={(images) => change({ images })} onAdd={() => fileInput.current?.click()} />
      <input ref={fileInput} type="file" accept="image/*" multiple hidden aria-hidden="true" tabIndex={-1} data-testid="release-file" onChange={(e) => void addPhotos(e.target.files)} />
      <section className="srelease__row">
        <div className="srelease__label">{t('social.release.topics')}</div>
        <div className="srelease__chips">
          {draft.topics.map((x) => (
            <span className="srelease__chip" key={x.id}>
              #{x.name}
            </span>
          ))}
          <Button size="mini" fill="outline" onClick={() => navigate(TOPIC_SELECT_PATH)} data-testid="release-pick-topics">
            {draft.topics.length ? t('social.release.changeTopics') : t('social.release.pickTopics', { max: SOCIAL_LIMITS.topicsPerPost })}
          </Button>
        </div>
      </section>
      <section className="srelease__row">
        <div className="srelease__label">{t('social.release.location')}</div>
        <Selector
          columns={3}
          value={draft.location ? [draft.location] : []}
          onChange={(v) => change({ location: v[0] ?? null })}
          options={(districts.data ?? []).slice(0, 18).map((d) => ({ label: d.name, value: d.name }))}
        />
      </section>
      <Button block color="primary" size="large" disabled={empty || uploading !== null} loading={publish.isPending} onClick={() => publish.mutate()} data-testid="release-submit">
        {t('social.release.submit')}
      </Button>
    </div>
  );
}

/** The post's photos in their order: move one left or right, remove one, add more (up to nine); an upload in progress shows its percent. */
function ReleasePhotos({ images, uploading, onChange, onAdd }: { images: string[]; uploading: number | null; onChange: (images: string[]) => void; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="srelease__photos" data-testid="release-photos">
      {images.map((url, i) => (
        <div className="srelease__photo" key={url}>
          <img src={imageUrl(url, { preset: 'dynamics' })} alt={t('social.release.photo', { index: i + 1 })} />
          {i > 0 && (
            <button type="button" className="srelease__move" aria-label={t('social.release.moveLeft', { index: i + 1 })} onClick={() => onChange(moveLeft(images, i))}>
              ‹
            </button>
          )}
          {i < images.length - 1 && (
            <button type="button" className="srelease__move srelease__move--right" aria-label={t('social.release.moveRight', { index: i + 1 })} onClick={() => onChange(moveRight(images, i))}>
              ›
            </button>
          )}
          <button type="button" className="srelease__remove" aria-label={t('social.release.remove', { index: i + 1 })} onClick={() => onChange(images.filter((_, k) => k !== i))}>
            ×
          </button>
        </div>
      ))}
      {uploading !== null && <div className="srelease__photo srelease__progress">{t('social.release.uploading', { percent: uploading })}</div>}
      {images.length < SOCIAL_LIMITS.imagesMax && uploading === null && (
        <button type="button" className="srelease__add" onClick={onAdd}>
          {t('social.release.addPhoto', { count: images.length, max: SOCIAL_LIMITS.imagesMax })}
        </button>
      )}
    </div>
  );
}
