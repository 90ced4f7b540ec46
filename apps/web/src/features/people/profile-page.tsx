import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import MoreOutline from 'antd-mobile-icons/es/MoreOutline';
import type { PublicUser } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { useLoginFirst } from './login-first';
import { QueryState } from '../common/query-state';
import { EmptyBlock } from '../common/empty-block';
import { CHAT_PATH } from '../listings/pages';
import { Avatar } from '../common/avatar';
import { TrustTiers } from '../common/trust-tiers';
import { PersonPosts } from './person-posts';
import { fansPath, PEOPLE_PATHS } from './paths';
import { useBlockPerson, useFollowPerson, usePerson } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';
import { ActionSheet } from '../common/lazy-parts';
import './people.css';

/** /pagesA/socialize/my-info?id= — a person's social page: cover, counts, follow / message (or edit, on mine), their posts. */
export function PersonPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const me = useSession((s) => s.userInfo?.id ?? 0);
  const id = Number(search.get('id')) || me;
  const person = usePerson(id);
  if (!id) return <EmptyBlock title={t('people.notFound')} testId="person-missing" />;
  return (
    <QueryState isPending={person.isPending} error={person.error} onRetry={() => void person.refetch()}>
      {person.data && <Person person={person.data} mine={person.data.id === me} />}
    </QueryState>
  );
}

function Person({ person, mine }: { person: PublicUser; mine: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = [
    { key: 'following', value: person.following_count, to: fansPath(person.id, 'following') },
    { key: 'fans', value: person.fans_count, to: fansPath(person.id, 'fans') },
    { key: 'likes', value: person.likes_count, to: null },
  ] as const;
  return (
    <div className="person" data-testid="person-page">
      <div className="person__cover" style={person.cover ? { backgroundImage: `url(${imageUrl(person.cover, { w: 750, h: 300 })})` } : undefined} data-testid="person-cover" />
      <div className="person__head">
        <div className="person__avatar">
          <Avatar src={person.avatar} size={76} />
        </div>
        <div className="person__actions">{mine ? <EditButton /> : <TheirActions person={person} />}</div>
      </div>
      <div className="person__body">
        <h1 className="person__name" data-testid="person-nickname">
          {person.nickname}
        </h1>
        <TrustTiers tiers={person.tiers} className="person__tiers" testId="person-tiers" />
        <p className="person__bio" data-testid="person-bio">
          {person.bio || t('people.noBio')}
        </p>
        {person.isBlocked && <p className="person__note">{t('people.blockedHint')}</p>}
        {person.blocks_me && <p className="person__note">{t('people.blocksMe')}</p>}
        <div className="person__counts">
          {counts.map((c) => (
            <button
              key={c.key}
              type="button"
              className="person__count"
              disabled={!c.to}
              onClick={() => c.to && navigate(c.to)}
              aria-label={`${c.value} ${t(`people.${c.key}`)}`}
              data-testid={`person-${c.key}`}
            >
              <strong>{c.value}</strong>
              <span>{t(`people.${c.key}`)}</span>
            </button>
          ))}
        </div>
      </div>
      <section className="person__posts">
        <h2 className="person__section">{t('people.posts')}</h2>
        <PersonPosts userId={person.id} />
      </section>
    </div>
  );
}

function EditButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size="small" shape="rounded" fill="outline" onClick={() => navigate(PEOPLE_PATHS.edit)} data-testid="person-edit">
      {t('people.editProfile')}
    </Button>
  );
}

/** Follow (optimistic), message, and the ⋯ sheet with block / unblock. */
function TheirActions({ person }: { person: PublicUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const follow = useFollowPerson(person.id);
  const block = useBlockPerson(person.id);
  const [sheet, setSheet] = useState(false);
  const followLabel = person.isRelation ? (person.is_fan ? t('people.mutual') : t('people.followed')) : person.is_fan ? t('people.followBack') : t('people.follow');

  const toggleBlock = async () => {
    setSheet(false);
    const blocking = !person.isBlocked;
    const ok = await confirmDialog({
      content: blocking ? t('people.blockConfirm') : t('people.unblockConfirm'),
      confirmText: blocking ? t('people.block') : t('people.unblock'),
      cancelText: t('people.cancel'),
    });
    if (!ok) return;
    await block.mutateAsync(blocking);
    showToast({ content: blocking ? t('people.blocked') : t('people.unblocked') });
  };

  return (
    <>
      {!person.isBlocked && !person.blocks_me && (
        <>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill={person.isRelation ? 'outline' : 'solid'}
            onClick={() => {
              if (loginFirst()) follow.mutate(!person.isRelation, { onError: () => showToast({ content: t('people.followFailed') }) });
            }}
            data-testid="person-follow"
          >
            {followLabel}
          </Button>
          <Button size="small" shape="rounded" fill="outline" onClick={() => {
              if (loginFirst()) void navigate(`${CHAT_PATH}?user_id=${person.id}`);
            }} data-testid="person-message">
            {t('people.message')}
          </Button>
        </>
      )}
      <Button size="small" shape="rounded" fill="none" onClick={() => {
          if (loginFirst()) setSheet(true);
        }} aria-label={t('people.more')} data-testid="person-more">
        <MoreOutline />
      </Button>
      <ActionSheet
        visible={sheet}
        onClose={() => setSheet(false)}
        cancelText={t('people.cancel')}
        actions={[{ key: 'block', text: person.isBlocked ? t('people.unblock') : t('people.block'), danger: !person.isBlocked, onClick: () => void toggleBlock() }]}
      />
    </>
  );
}
