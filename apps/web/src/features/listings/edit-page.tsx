import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useQueryClient } from '@tanstack/react-query';
import type { ListingDetail, ListingSaveBody } from '@haiwai/contracts/listings';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { SubmitForm } from '../common/submit-form';
import { awaitsOpeningFee, OpeningFeeHint, VIP_OPEN_PATH } from '../vip';
import { useLocalDraft } from './edit-draft';
import { BasicsItems, ContactItems, DetailItems, LocationItems, PhotosItem } from './edit-fields';
import { LanguageTabs, tabOfField } from './edit-languages';
import type { Lang } from '../../lib/contracts';
import { emptyValues, fromDetail, toSaveBody, type ListingFormValues } from './form-model';
import { flattenPages, listingKeys, useDistricts, useListingInfo, useUserListings } from './queries';
import { KINDS, VARIANTS, editIsManage, kindCall, paths, type ListingScope, type VariantKey } from './registry';
import { showToast } from '../../lib/feedback';
import './listings.css';

/** Create or edit a listing of any kind; the form is generated from the kind's declaration. */
export const EditPage = loginOnly(EditLoader);

function EditLoader({ scope }: { scope: ListingScope }) {
  const [search] = useSearchParams();
  const asked = Number(search.get('id')) || 0;
  const variantParam = search.get('variant');
  const variant: VariantKey | undefined = scope.variant ?? (variantParam && variantParam in VARIANTS && VARIANTS[variantParam as VariantKey].kind === scope.kind ? (variantParam as VariantKey) : undefined);
  // A resume or talent profile is one per person: its edit page opens the existing one.
  const findMine = editIsManage(scope.kind) && !asked;
  const mine = useUserListings(scope.kind, null, undefined, findMine);
  const id = asked || (findMine ? (flattenPages(mine.data)[0]?.id ?? 0) : 0);
  const info = useListingInfo(scope.kind, id, id > 0);
  const pending = (findMine && mine.isPending) || (id > 0 && info.isPending);
  return (
    <QueryState isPending={pending} error={(findMine && mine.error) || (id > 0 && info.error) || null} onRetry={() => void (id ? info.refetch() : mine.refetch())}>
      {!pending && (id === 0 || info.data) && <EditForm key={id} scope={{ kind: scope.kind, variant }} detail={id ? info.data : undefined} />}
    </QueryState>
  );
}

function EditForm({ scope, detail }: { scope: ListingScope; detail?: ListingDetail }) {
  const { t } = useTranslation();
  const save = useSaveListing(scope, detail);
  return (
    <ListingForm
      scope={scope}
      detail={detail}
      draftKey={`listing:${scope.kind}:${detail?.id ?? 'new'}`}
      serverDraftKey={detail ? undefined : `listing.${scope.kind}`}
      submitLabel={detail ? t('listing.edit.submitEdit') : t('listing.edit.submitNew')}
      onSave={save}
      top={
        <>
          {!detail && <OpeningFeeHint kind={scope.kind} />}
          {detail && detail.review_status === 'failed' && detail.review_reason ? <NoticeBar color="alert" wrap content={t('listing.review.reason', { reason: detail.review_reason })} /> : null}
        </>
      }
    />
  );
}

export interface ListingFormProps {
  scope: ListingScope;
  /** The listing being corrected; none for a new one. */
  detail?: ListingDetail;
  /** Where what is typed is kept until it is saved (localStorage). */
  draftKey: string;
  /** A member's new listing: its server draft's form key (temporaryLog), to continue on another device. */
  serverDraftKey?: string;
  submitLabel: string;
  /**
   * Saves the whole body the form makes (the owner's save, an admin's): `saved()` drops the draft, and is called
   * before leaving the screen (leaving would keep the draft otherwise). A rejection keeps the form as it is.
   */
  onSave(body: ListingSaveBody, saved: () => void): Promise<void>;
  /** Shown above the fields (the owner's fee hint or review reason, the admin's owner and choices). */
  top?: ReactNode;
}

/**
 * The kind's whole form, generated from its declaration, with every check the owner's screen makes: the owner's
 * create and edit screens and the area admin's correction screens (features/admin) are this one form.
 */
export function ListingForm({ scope, detail, draftKey, serverDraftKey, submitLabel, onSave, top }: ListingFormProps) {
  const { t } = useTranslation();
  const def = KINDS[scope.kind].def;
  const variant = scope.variant ? VARIANTS[scope.variant] : undefined;
  const [form] = Form.useForm<ListingFormValues>();
  const appLang = useApp((s) => s.lang);
  // A new listing's original starts as the app's language (the first tab written becomes it: edit-languages.tsx).
  const initial = useMemo(() => (detail ? fromDetail(def, detail) : { ...emptyValues(def, variant?.fixed, variant?.priceUnit), lang_type: appLang }), [def, detail, variant, appLang]);
  const [activeLang, setActiveLang] = useState<Lang>(initial.lang_type ?? appLang);
  const draft = useLocalDraft(form, draftKey, initial, serverDraftKey);
  const districts = useDistricts();
  const submit = (values: ListingFormValues) => onSave(toSaveBody(def, { ...initial, ...values }, detail?.id), draft.clear);

  // A long form: bring the first field the checks stopped at into view (opening its language's tab first).
  const showFirstError = () => {
    form.validateFields().catch((e: { errorFields?: Array<{ name: Array<string | number> }> }) => {
      const first = e?.errorFields?.[0]?.name.join('.');
      const tab = first ? tabOfField(first, form.getFieldValue('lang_type') as Lang | undefined) : null;
      if (tab) setActiveLang(tab);
      setTimeout(() => document.querySelector('.ledit .adm-form-item-has-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 60);
    });
  };

  return (
    <div className="ledit" data-testid={`listing-edit-${scope.kind}`} onSubmitCapture={showFirstError}>
      {draft.restored && <DraftRestoredNotice onDiscard={draft.discard} />}
      {top}
      <SubmitForm form={form} onSubmit={submit} button={{ label: submitLabel, testId: 'edit-submit', large: true }} initialValues={initial} draftKey={draftKey}>
        <Form.Header>{t('listing.edit.photos')}</Form.Header>
        <PhotosItem def={def} form={form} />

        <Form.Header>{t('listing.edit.texts')}</Form.Header>
        <Form.Item name="lang_type" hidden>
          <HiddenValue />
        </Form.Item>
        <LanguageTabs def={def} form={form} active={activeLang} onActive={setActiveLang} fixedOriginal={Boolean(detail)} />

        <Form.Header>{t('listing.edit.basics')}</Form.Header>
        <BasicsItems def={def} kind={scope.kind} />

        <Form.Header>{t('listing.edit.details')}</Form.Header>
        <DetailItems def={def} />

        {(def.location || districts.data?.length) && <Form.Header>{t('listing.edit.location')}</Form.Header>}
        <LocationItems def={def} form={form} />

        {def.contact && <Form.Header>{t('listing.edit.contact')}</Form.Header>}
        {def.contact && <ContactItems />}
      </SubmitForm>
    </div>
  );
}

/** Saves the owner's form, refreshes the kind's lists and opens where the listing now is. */
function useSaveListing(scope: ListingScope, detail?: ListingDetail) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const lang = useApp((s) => s.lang);
  return async (body: ListingSaveBody, saved: () => void) => {
    const out = await call(kindCall(scope.kind, 'save'), { body });
    saved();
    void qc.invalidateQueries({ queryKey: listingKeys.kind(scope.kind) });
    qc.setQueryData(listingKeys.info(scope.kind, out.id, lang), out);
    if (!detail && awaitsOpeningFee(scope.kind, out)) {
      // Saved, but the area charges for opening: it goes to review once its fee is paid (docs/vip.md).
      navigate(`${VIP_OPEN_PATH}?id=${out.id}`, { replace: true });
    } else if (out.status === 'reviewing') {
      showToast({ icon: 'success', content: t('listing.edit.submitted') });
      navigate(paths.manage(scope.kind), { replace: true });
    } else {
      showToast({ icon: 'success', content: detail ? t('listing.edit.saved') : t('listing.edit.published') });
      navigate(paths.detail(scope, out.id), { replace: true });
    }
  };
}

/** The original's language: kept in the form's values, shown as the tabs' badge rather than as a control. */
function HiddenValue(_: { value?: unknown }) {
  return null;
}

function DraftRestoredNotice({ onDiscard }: { onDiscard(): void }) {
  const { t } = useTranslation();
  const discard = () => {
    onDiscard();
    showToast({ content: t('listing.edit.draftDiscarded') });
  };
  return (
    <NoticeBar
      color="info"
      content={t('listing.edit.draftRestored')}
      extra={
        <Button size="mini" fill="none" color="primary" onClick={discard} data-testid="edit-draft-discard">
          {t('listing.edit.discardDraft')}
        </Button>
      }
    />
  );
}
