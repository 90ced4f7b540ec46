import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '../../../lib/feedback';
import { FieldTextArea } from '../field-input';
import { useLoginFirst } from '../use-login-first';
import type { CommentFields, FlagOf, NewComment } from './define-comments';
import { useSaveComment, type Commentable } from './comment-queries';
import type { ReplyTarget } from './comment-thread';
import { Popup } from '../lazy-parts';
import './comments.css';

const Stars = lazy(() => import('antd-mobile/es/components/rate'));

/** The comment box, a sheet from the bottom; `open` asks for login first. One per screen of a commentable thing. */
export function useCommentComposer<R extends CommentFields, L extends FlagOf<R>>(of: Commentable<R, L>, targetId: number) {
  const loginFirst = useLoginFirst();
  const [target, setTarget] = useState<ReplyTarget | null | undefined>(undefined);
  const open = (to: ReplyTarget | null) => {
    if (loginFirst()) setTarget(to);
  };
  const view = <Composer of={of} targetId={targetId} target={target} onClose={() => setTarget(undefined)} />;
  return { open, view };
}

/** What the box sends: the text, whom it answers, and the rating of a top-level comment where the thing asks one. */
function newComment(content: string, target: ReplyTarget | null | undefined, rating: number): NewComment {
  const reply = target ? { parent_id: target.parentId, ...(target.userId ? { reply_to_user_id: target.userId } : {}) } : {};
  return { content, ...reply, ...(rating > 0 && !target ? { rating } : {}) };
}

interface ComposerProps<R extends CommentFields, L extends FlagOf<R>> {
  of: Commentable<R, L>;
  targetId: number;
  target: ReplyTarget | null | undefined;
  onClose(): void;
}

function Composer<R extends CommentFields, L extends FlagOf<R>>({ of, targetId, target, onClose }: ComposerProps<R, L>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [rating, setRating] = useState(0);
  const save = useSaveComment(of, targetId);
  const rated = Boolean(of.ratings) && !target;
  const ready = text.trim() !== '' && (!rated || rating > 0);
  const send = () => {
    if (!ready) return;
    save.mutate(newComment(text.trim(), target, rating), {
      onSuccess: () => {
        setText('');
        setRating(0);
        onClose();
        showToast({ icon: 'success', content: t(`${of.words}.sent`) });
      },
    });
  };
  const placeholder = target ? t(`${of.words}.replyTo`, { name: target.name }) : t(`${of.words}.placeholder`);
  return (
    <Popup visible={target !== undefined} onMaskClick={onClose} onClose={onClose} bodyClassName="comment-compose" destroyOnClose>
      <div className="comment-compose__box" data-testid="comment-composer">
        {rated && (
          <Suspense fallback={null}>
            <div className="comment-compose__rating">
              <span>{t(`${of.words}.rating`)}</span>
              <Stars count={of.ratings!.max} value={rating} onChange={setRating} data-testid="comment-rating" />
            </div>
          </Suspense>
        )}
        <FieldTextArea value={text} onChange={setText} placeholder={placeholder} autoSize={{ minRows: 3, maxRows: 6 }} maxLength={of.maxLength} showCount autoFocus aria-label={placeholder} testId="comment-input" />
        <Button color="primary" shape="rounded" size="small" disabled={!ready} loading={save.isPending} onClick={send} data-testid="comment-send">
          {t(`${of.words}.send`)}
        </Button>
      </div>
    </Popup>
  );
}
