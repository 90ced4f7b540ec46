import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { ARTICLE_LIMITS } from '@haiwai/contracts/articles/constants';
import { FieldTextArea } from '../common/field-input';
import { useSaveComment } from './comment-queries';
import { useLoginFirst } from './login-first';
import { showToast } from '../../lib/feedback';

/** What a new comment answers: nothing (a top-level comment), a comment, or a reply (whose author it names). */
export interface ReplyTarget {
  parentId: number;
  /** Set when answering a reply: the reply then names its author. */
  userId: number | null;
  name: string;
}

/** The comment box, a sheet from the bottom; `open` asks for login first. One per article screen. */
export function useCommentComposer(articleId: number) {
  const loginFirst = useLoginFirst();
  const [target, setTarget] = useState<ReplyTarget | null | undefined>(undefined);
  const open = (to: ReplyTarget | null) => {
    if (loginFirst()) setTarget(to);
  };
  const view = <Composer articleId={articleId} target={target} onClose={() => setTarget(undefined)} />;
  return { open, view };
}

function Composer({ articleId, target, onClose }: { articleId: number; target: ReplyTarget | null | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const save = useSaveComment(articleId);
  const send = () => {
    const content = text.trim();
    if (!content) return;
    const reply = target ? { parent_id: target.parentId, ...(target.userId ? { reply_to_user_id: target.userId } : {}) } : {};
    save.mutate(
      { article_id: articleId, content, ...reply },
      {
        onSuccess: () => {
          setText('');
          onClose();
          showToast({ icon: 'success', content: t('articles.comment.sent') });
        },
      },
    );
  };
  const placeholder = target ? t('articles.comment.replyTo', { name: target.name }) : t('articles.comment.placeholder');
  return (
    <Popup visible={target !== undefined} onMaskClick={onClose} onClose={onClose} bodyClassName="acompose" destroyOnClose>
      <div className="acompose__box" data-testid="comment-composer">
        <FieldTextArea value={text} onChange={setText} placeholder={placeholder} autoSize={{ minRows: 3, maxRows: 6 }} maxLength={ARTICLE_LIMITS.commentMax} showCount autoFocus aria-label={placeholder} testId="comment-input" />
        <Button color="primary" shape="rounded" size="small" disabled={!text.trim()} loading={save.isPending} onClick={send} data-testid="comment-send">
          {t('articles.comment.send')}
        </Button>
      </div>
    </Popup>
  );
}
