import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Switch from 'antd-mobile/es/components/switch';
import Toast from 'antd-mobile/es/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldDef, ListingDetail } from '@haiwai/contracts/listings';
import { call } from '../../lib/http';
import { readJson, remove as removeKey, write } from '../../lib/storage';
import { useApp } from '../../stores/app-store';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { SubmitForm } from '../common/submit-form';
import { ChoiceInput, CountedInput, DateInput, MultiInput, NumberInput } from './field-controls';
import { emptyValues, fromDetail, toSaveBody, type ListingFormValues } from './form-model';
import { ImagesField } from './images-field';
import { flattenPages, listingKeys, useCategories, useDistricts, useListingInfo, useUserListings } from './queries';
import { KINDS, VARIANTS, editIsManage, kindCall, paths, pick, type ListingScope, type VariantKey } from './registry';
import { checkAttr, checkCoords, checkDescription, checkImages, checkPhone, checkPrice, checkTitle, type Problem } from './validation';
import './listings.css';

/** Create or edit a listing of any kind; the form is generated from the kind's declaration. */
export function EditPage({ scope }: { scope: ListingScope }) {
  return (
    <RequireLogin>
      <EditLoader scope={scope} />
    </RequireLogin>
  );
}

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

type Rule = { validator(_: unknown, value: unknown): Promise<void> };

function EditForm({ scope, detail }: { scope: ListingScope; detail?: ListingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const lang = useApp((s) => s.lang);
  const def = KINDS[scope.kind].def;
  const variant = scope.variant ? VARIANTS[scope.variant] : undefined;
  const [form] = Form.useForm<ListingFormValues>();
  const initial = useMemo(() => (detail ? fromDetail(def, detail) : emptyValues(def, variant?.fixed, variant?.priceUnit)), [def, detail, variant]);
  const draftKey = `listing:${scope.kind}:${detail?.id ?? 'new'}`;
  const draft = useLocalDraft(form, draftKey, initial);
  const categories = useCategories(scope.kind, Boolean(def.categoryGroup));
  const districts = useDistricts();
  const uploading = useRef(false);
  const onBusy = useCallback((b: boolean) => {
    uploading.current = b;
  }, []);

  const text = (label: string, p: Problem) => (p ? t(`listing.validation.${p.key}`, { label, ...p.values }) : '');
  const rule = (label: string, check: (v: unknown) => Problem): Rule[] => [
    {
      validator: (_, v) => {
        const p = check(v);
        return p ? Promise.reject(new Error(text(label, p))) : Promise.resolve();
      },
    },
  ];

  const submit = async (values: ListingFormValues) => {
    const saved = await call(kindCall(scope.kind, 'save'), { body: toSaveBody(def, { ...initial, ...values }, detail?.id) });
    draft.clear();
    void qc.invalidateQueries({ queryKey: listingKeys.kind(scope.kind) });
    qc.setQueryData(listingKeys.info(scope.kind, saved.id, lang), saved);
    if (saved.status === 'reviewing') {
      Toast.show({ icon: 'success', content: t('listing.edit.submitted') });
      navigate(paths.manage(scope.kind), { replace: true });
    } else {
      Toast.show({ icon: 'success', content: detail ? t('listing.edit.saved') : t('listing.edit.published') });
      navigate(paths.detail(scope, saved.id), { replace: true });
    }
  };

  // A long form: bring the first field the checks stopped at into view.
  const showFirstError = () => {
    form.validateFields().catch(() => setTimeout(() => document.querySelector('.ledit .adm-form-item-has-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 60));
  };
  const titleLabel = pick(def.title.label, lang);
  const descLabel = pick(def.description.label, lang);
  const units = def.price?.units ? Object.entries(def.price.units) : [];
  const chooseText = t('listing.edit.choose');
  const currency = useApp((s) => s.basicConfig?.currency_symbol);

  return (
    <div className="ledit" data-testid={`listing-edit-${scope.kind}`} onSubmitCapture={showFirstError}>
      {draft.restored && (
        <NoticeBar
          color="info"
          content={t('listing.edit.draftRestored')}
          extra={
            <Button size="mini" fill="none" color="primary" onClick={() => {
                draft.discard();
                Toast.show({ content: t('listing.edit.draftDiscarded') });
              }} data-testid="edit-draft-discard">
              {t('listing.edit.discardDraft')}
            </Button>
          }
        />
      )}
      {detail && (detail.review_status === 'failed' && detail.review_reason ? <NoticeBar color="alert" wrap content={t('listing.review.reason', { reason: detail.review_reason })} /> : null)}
      <SubmitForm
        form={form}
        onSubmit={submit}
        submitLabel={detail ? t('listing.edit.submitEdit') : t('listing.edit.submitNew')}
        submitTestId="edit-submit"
        initialValues={initial}
        draftKey={draftKey}
        large
      >
        <Form.Header>{t('listing.edit.photos')}</Form.Header>
        <Form.Item
          name="images"
          layout="vertical"
          label={t('listing.edit.photosHint', { max: def.images.max })}
          required={def.images.min > 0}
          rules={rule(t('listing.edit.photos'), (v) => checkImages(def, v, uploading.current))}
        >
          <ImagesField max={def.images.max} onBusy={onBusy} />
        </Form.Item>

        <Form.Header>{t('listing.edit.basics')}</Form.Header>
        <Form.Item name="title" label={titleLabel} required rules={rule(titleLabel, (v) => checkTitle(def, v))}>
          <CountedInput max={def.title.max} testId="edit-title" placeholder={t('listing.edit.textPlaceholder')} />
        </Form.Item>
        {def.categoryGroup && (
          <Form.Item name="category_id" label={t('listing.edit.category')} required={def.categoryRequired} rules={rule(t('listing.edit.category'), (v) => (def.categoryRequired && !v ? { key: 'choose' } : null))}>
            <ChoiceInput<number> options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))} testId="edit-category" placeholder={chooseText} />
          </Form.Item>
        )}
        {def.price && (
          <Form.Item
            name="price"
            label={pick(def.price.label, lang)}
            required={def.price.required}
            rules={rule(pick(def.price.label, lang), (v) => checkPrice(def, v))}
          >
            <NumberInput decimal testId="edit-price" unit={units.length === 1 ? `${currency ?? ''}/${pick(units[0]![1], lang)}` : currency} placeholder={t('listing.edit.numberPlaceholder')} />
          </Form.Item>
        )}
        {units.length > 1 && (
          <Form.Item name="price_unit" label={t('listing.edit.unit')}>
            <ChoiceInput<string> options={units.map(([k, l]) => ({ label: k === 'total' ? pick(l, lang) : t('listing.edit.perUnit', { unit: pick(l, lang) }), value: k }))} testId="edit-price-unit" placeholder={chooseText} />
          </Form.Item>
        )}

        <Form.Header>{t('listing.edit.details')}</Form.Header>
        {Object.entries(def.fields).map(([name, f]) => (
          <AttrItem key={name} name={name} f={f} lang={lang} rule={rule} chooseText={chooseText} />
        ))}
        <Form.Item name="description" layout="vertical" label={descLabel} required={def.description.required} rules={rule(descLabel, (v) => checkDescription(def, v))}>
          <FieldTextArea maxLength={def.description.max} showCount autoSize={{ minRows: 4, maxRows: 12 }} placeholder={t('listing.edit.textPlaceholder')} testId="edit-description" />
        </Form.Item>

        {(def.location || districts.data?.length) && <Form.Header>{t('listing.edit.location')}</Form.Header>}
        <Form.Item name="district_id" label={t('listing.edit.district')}>
          <ChoiceInput<number> options={(districts.data ?? []).map((d) => ({ label: d.name, value: d.id }))} testId="edit-district" placeholder={chooseText} />
        </Form.Item>
        {def.location && (
          <>
            <Form.Item name="address" label={t('listing.edit.address')}>
              <CountedInput max={200} testId="edit-address" placeholder={t('listing.edit.addressPlaceholder')} />
            </Form.Item>
            <Form.Item
              name="latitude"
              label={t('listing.edit.latitude')}
              dependencies={['longitude']}
              rules={[{ validator: (_, v) => { const p = checkCoords(v, form.getFieldValue('longitude')); return p ? Promise.reject(new Error(text('', p))) : Promise.resolve(); } }]}
            >
              <NumberInput decimal testId="edit-latitude" placeholder="10.7769" />
            </Form.Item>
            <Form.Item name="longitude" label={t('listing.edit.longitude')} help={t('listing.edit.coordsHint')}>
              <NumberInput decimal testId="edit-longitude" placeholder="106.7009" />
            </Form.Item>
          </>
        )}

        {def.contact && (
          <>
            <Form.Header>{t('listing.edit.contact')}</Form.Header>
            <Form.Item name="contact_name" label={t('listing.edit.contactName')}>
              <CountedInput max={32} testId="edit-contact-name" />
            </Form.Item>
            <Form.Item name="contact_phone" label={t('listing.edit.contactPhone')} rules={rule(t('listing.edit.contactPhone'), checkPhone)}>
              <FieldInput type="tel" clearable testId="edit-contact-phone" placeholder="+84 901 234 567" />
            </Form.Item>
          </>
        )}
      </SubmitForm>
    </div>
  );
}

function AttrItem({ name, f, lang, rule, chooseText }: { name: string; f: FieldDef; lang: 'zh' | 'en' | 'vi'; rule(label: string, check: (v: unknown) => Problem): Rule[]; chooseText: string }) {
  const { t } = useTranslation();
  const label = pick(f.label, lang);
  const rules = rule(label, (v) => checkAttr(f, v));
  const testId = `edit-attr-${name}`;
  switch (f.type) {
    case 'bool':
      return (
        <Form.Item name={name} label={label} valuePropName="checked" childElementPosition="right">
          <Switch data-testid={testId} />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item name={name} label={label} required={f.required} rules={rules}>
          <ChoiceInput<string> options={Object.entries(f.options).map(([k, l]) => ({ label: pick(l, lang), value: k }))} testId={testId} placeholder={chooseText} />
        </Form.Item>
      );
    case 'multi':
      return (
        <Form.Item name={name} label={label} required={f.required} rules={rules}>
          <MultiInput options={Object.entries(f.options).map(([k, l]) => ({ label: pick(l, lang), value: k }))} maxItems={f.maxItems} testId={testId} />
        </Form.Item>
      );
    case 'int':
    case 'number':
      return (
        <Form.Item name={name} label={label} required={f.required} rules={rules}>
          <NumberInput decimal={f.type === 'number'} unit={pick(f.unit, lang)} testId={testId} placeholder={t('listing.edit.numberPlaceholder')} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item name={name} label={label} required={f.required} rules={rules}>
          <DateInput testId={testId} placeholder={chooseText} />
        </Form.Item>
      );
    case 'text':
      return f.multiline ? (
        <Form.Item name={name} label={label} layout="vertical" required={f.required} rules={rules}>
          <FieldTextArea maxLength={f.max} showCount autoSize={{ minRows: 3, maxRows: 10 }} testId={testId} placeholder={t('listing.edit.textPlaceholder')} />
        </Form.Item>
      ) : (
        <Form.Item name={name} label={label} required={f.required} rules={rules}>
          <CountedInput max={f.max} testId={testId} placeholder={pick(f.placeholder, lang) || t('listing.edit.textPlaceholder')} />
        </Form.Item>
      );
    case 'phone':
      return (
        <Form.Item name={name} label={label} required={f.required} rules={rules}>
          <FieldInput type="tel" clearable testId={testId} />
        </Form.Item>
      );
  }
}

const sameAs = (v: Record<string, unknown>, initial: Record<string, unknown>) =>
  Object.keys({ ...initial, ...v }).every((k) => JSON.stringify(v[k] ?? null) === JSON.stringify(initial[k] ?? null));

/**
 * Everything typed (photos and choices too) is kept in localStorage while the form is open, so a reload,
 * a 401 round trip through login or a closed tab doesn't lose it; a successful save clears it.
 */
function useLocalDraft(form: ReturnType<typeof Form.useForm<ListingFormValues>>[0], key: string, initial: ListingFormValues) {
  const storeKey = `listing-draft:${key}`;
  const [restored, setRestored] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    const saved = readJson<Partial<ListingFormValues>>(storeKey);
    if (saved && !sameAs({ ...initial, ...saved }, initial)) {
      form.setFieldsValue(saved);
      setRestored(true);
    }
    const save = () => {
      if (done.current) return;
      const v = form.getFieldsValue(true) as Record<string, unknown>;
      if (sameAs(v, initial)) removeKey(storeKey);
      else write(storeKey, v);
    };
    const timer = setInterval(save, 1000);
    window.addEventListener('pagehide', save);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [form, storeKey, initial]);
  return {
    restored,
    clear() {
      done.current = true;
      removeKey(storeKey);
    },
    discard() {
      removeKey(storeKey);
      form.resetFields();
      form.setFieldsValue(initial);
      setRestored(false);
    },
  };
}
