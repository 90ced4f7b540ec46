import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { CARD, CARD_THEMES, type CardTheme } from '@haiwai/contracts/cards/constants';
import { MEDIA } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { SubmitForm } from '../common/submit-form';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { cardPaths } from './paths';
import { useCardById, useSaveCard, type Card } from './queries';
import { ImageUploader } from '../common/lazy-parts';
import './cards.css';

interface Values {
  name: string;
  title: string;
  company: string;
  phone: string;
  wechat: string;
  email: string;
  address: string;
  intro: string;
  avatar: ImageUploadItem[];
  logo: ImageUploadItem[];
  theme: CardTheme;
}

/** The themes' swatch colours (background, accent), as the card face draws them. */
const SWATCH: Record<CardTheme, [string, string]> = { classic: ['#ffffff', '#1677ff'], ink: ['#1f2329', '#e8b339'], jade: ['#f0f7f4', '#08979c'], crimson: ['#fff7f5', '#c41d1d'] };

/** `/pagesA/card/edit?id=`: a new card, or one of mine (name, title, company, contacts, photo, logo, introduction, style). */
export function CardEditPage() {
  return (
    <RequireLogin>
      <EditScreen />
    </RequireLogin>
  );
}

function EditScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const card = useCardById(id);
  if (!id) return <EditForm />;
  return (
    <QueryState isPending={card.isPending} error={card.error} onRetry={() => void card.refetch()}>
      {card.data && <EditForm key={card.data.id} card={card.data} />}
    </QueryState>
  );
}

const picture = (url: string | null): ImageUploadItem[] => (url ? [{ url, thumbnailUrl: imageUrl(url, { w: 160, h: 160 }) }] : []);

function useInitial(card: Card | undefined): Partial<Values> {
  const nickname = useSession((s) => s.userInfo?.nickname ?? '');
  if (!card) return { name: nickname, title: '', company: '', phone: '', wechat: '', email: '', address: '', intro: '', avatar: [], logo: [], theme: 'classic' };
  return { ...card, avatar: picture(card.avatar), logo: picture(card.logo) };
}

function EditForm({ card }: { card?: Card }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveCard();
  const [theme, setTheme] = useState<CardTheme>(card?.theme ?? 'classic');
  const initial = useInitial(card);
  const upload = async (file: File) => ({ url: (await uploadImage(file)).url });

  const submit = async (v: Values) => {
    if ([...v.avatar, ...v.logo].some((p) => !p.url)) {
      showToast({ content: t('cards.edit.uploading') });
      return;
    }
    const saved = await save.mutateAsync({
      ...(card ? { id: card.id } : {}),
      name: v.name.trim(),
      title: v.title.trim(),
      company: v.company.trim(),
      phone: v.phone.trim(),
      wechat: v.wechat.trim(),
      email: v.email.trim(),
      address: v.address.trim(),
      intro: v.intro.trim(),
      avatar: v.avatar[0]?.url ?? null,
      logo: v.logo[0]?.url ?? null,
      theme,
    });
    showToast({ icon: 'success', content: t('cards.edit.saved') });
    navigate(cardPaths.detailOf(saved.code), { replace: true });
  };

  const text = (name: keyof Values, max: number, opts: { required?: boolean; type?: string } = {}) => (
    <Form.Item name={name} label={t(`cards.edit.${name}`)} rules={opts.required ? [{ required: true, whitespace: true, message: t('cards.edit.required', { field: t(`cards.edit.${name}`) }) }] : []}>
      <FieldInput placeholder={t(`cards.edit.${name}Placeholder`)} maxLength={max} type={opts.type} testId={`card-${name}`} clearable />
    </Form.Item>
  );

  return (
    <div className="cards" data-testid="card-edit">
      <SubmitForm form={form} onSubmit={submit} button={{ label: t('cards.edit.save'), testId: 'card-save' }} layout="vertical" initialValues={initial} draftKey={`card-${card?.id ?? 'new'}`}>
        {text('name', CARD.nameMax, { required: true })}
        {text('title', CARD.titleMax)}
        {text('company', CARD.companyMax)}
        <Form.Header>{t('cards.edit.contactHint')}</Form.Header>
        {text('phone', 20, { type: 'tel' })}
        {text('wechat', CARD.wechatMax)}
        {text('email', CARD.emailMax, { type: 'email' })}
        {text('address', CARD.addressMax)}
        <Form.Item name="intro" label={t('cards.edit.intro')}>
          <FieldTextArea placeholder={t('cards.edit.introPlaceholder')} maxLength={CARD.introMax} showCount autoSize={{ minRows: 3, maxRows: 6 }} testId="card-intro" />
        </Form.Item>
        <UploaderAlt alt={t('cards.edit.avatar')}>
          <Form.Item name="avatar" label={t('cards.edit.avatar')}>
            <ImageUploader maxCount={1} accept={MEDIA.acceptedImageTypes.join(',')} upload={upload} data-testid="card-avatar" />
          </Form.Item>
        </UploaderAlt>
        <UploaderAlt alt={t('cards.edit.logo')}>
          <Form.Item name="logo" label={t('cards.edit.logo')}>
            <ImageUploader maxCount={1} accept={MEDIA.acceptedImageTypes.join(',')} upload={upload} data-testid="card-logo" />
          </Form.Item>
        </UploaderAlt>
        <Form.Item label={t('cards.edit.theme')}>
          <ThemePicker value={theme} onChange={setTheme} />
        </Form.Item>
      </SubmitForm>
    </div>
  );
}

/** The four styles as swatches; one is chosen (a radio group). */
function ThemePicker({ value, onChange }: { value: CardTheme; onChange(theme: CardTheme): void }) {
  const { t } = useTranslation();
  return (
    <div className="cards-themes" role="radiogroup" aria-label={t('cards.edit.theme')}>
      {CARD_THEMES.map((k) => (
        <button key={k} type="button" role="radio" aria-checked={value === k} className={`cards-theme${value === k ? ' cards-theme--on' : ''}`} onClick={() => onChange(k)} data-testid={`card-theme-${k}`}>
          <span className="cards-theme__swatch" style={{ '--sw-bg': SWATCH[k][0], '--sw-accent': SWATCH[k][1] } as CSSProperties} aria-hidden="true" />
          {t(`cards.theme.${k}`)}
        </button>
      ))}
    </div>
  );
}
