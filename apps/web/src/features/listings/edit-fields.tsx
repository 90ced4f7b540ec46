import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Switch from 'antd-mobile/es/components/switch';
import type { FieldDef } from '@haiwai/contracts/listings';
import { useApp } from '../../stores/app-store';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { ChoiceInput, CountedInput, DateInput, MultiInput, NumberInput } from './field-controls';
import type { ListingFormValues } from './form-model';
import { ImagesField } from './images-field';
import { useCategories, useDistricts } from './queries';
import { pick, type ListingKind, type ListingKindDef } from './registry';
import { useProblemRules } from './edit-rules';
import { checkAttr, checkCoords, checkImages, checkPhone, checkPrice, checkUploads } from './validation';

/*
 * The edit form's groups of fields, each the items under one Form.Header (the headers stay in the form itself:
 * antd-mobile's Form groups its direct children by them).
 */

export function PhotosItem({ def, form }: { def: ListingKindDef; form: FormHandle }) {
  const { t } = useTranslation();
  const rule = useProblemRules();
  const uploading = useRef(false);
  const onBusy = useCallback(
    (busy: boolean) => {
      uploading.current = busy;
      // A "still uploading" message from a submit during the uploads goes once the last photo is in.
      if (!busy && form.getFieldError('images').length > 0) form.validateFields(['images']).catch(() => undefined);
    },
    [form],
  );
  const label = t('listing.edit.photos');
  // Too few photos is checked as they change; "still uploading" only when the form is submitted (validateTrigger
  // [] keeps it out of the change checks), so finishing a photo while others upload shows no error.
  const rules = [...rule(label, (v) => checkImages(def, v)), ...rule(label, () => checkUploads(uploading.current)).map((r) => ({ ...r, validateTrigger: [] as string[] }))];
  return (
    <Form.Item name="images" layout="vertical" label={t('listing.edit.photosHint', { max: def.images.max })} required={def.images.min > 0} rules={rules}>
      <ImagesField max={def.images.max} onBusy={onBusy} />
    </Form.Item>
  );
}

export function BasicsItems({ def, kind }: { def: ListingKindDef; kind: ListingKind }) {
  const { t } = useTranslation();
  const rule = useProblemRules();
  const lang = useApp((s) => s.lang);
  const currency = useApp((s) => s.basicConfig?.currency_symbol);
  const categories = useCategories(kind, Boolean(def.categoryGroup));
  const units = def.price?.units ? Object.entries(def.price.units) : [];
  const chooseText = t('listing.edit.choose');
  // The price's suffix ("₫/月"), which its money fields (a salary's "to") share: they sit right under it.
  const moneySuffix = units.length === 1 ? `${currency ?? ''}/${pick(units[0]![1], lang)}` : currency;
  const moneyFields = Object.entries(def.fields).filter(([, f]) => isMoney(f));
  return (
    <>
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
          <NumberInput decimal testId="edit-price" unit={moneySuffix} placeholder={t('listing.edit.numberPlaceholder')} />
        </Form.Item>
      )}
      {moneyFields.map(([name, f]) => (
        <AttrItem key={name} name={name} f={f} unit={moneySuffix} />
      ))}
      {units.length > 1 && (
        <Form.Item name="price_unit" label={t('listing.edit.unit')}>
          <ChoiceInput<string> options={units.map(([k, l]) => ({ label: k === 'total' ? pick(l, lang) : t('listing.edit.perUnit', { unit: pick(l, lang) }), value: k }))} testId="edit-price-unit" placeholder={chooseText} />
        </Form.Item>
      )}
    </>
  );
}

/** The kind's own fields (title and description are the language tabs': edit-languages.tsx). */
export function DetailItems({ def }: { def: ListingKindDef }) {
  return (
    <>
      {Object.entries(def.fields)
        .filter(([, f]) => !isMoney(f))
        .map(([name, f]) => (
          <AttrItem key={name} name={name} f={f} />
        ))}
    </>
  );
}

type FormHandle = ReturnType<typeof Form.useForm<ListingFormValues>>[0];

/** The district, and the address and coordinates when the kind has a location. */
export function LocationItems({ def, form }: { def: ListingKindDef; form: FormHandle }) {
  const { t } = useTranslation();
  const rule = useProblemRules();
  const districts = useDistricts();
  return (
    <>
      <Form.Item name="district_id" label={t('listing.edit.district')}>
        <ChoiceInput<number> options={(districts.data ?? []).map((d) => ({ label: d.name, value: d.id }))} testId="edit-district" placeholder={t('listing.edit.choose')} />
      </Form.Item>
      {def.location && (
        <>
          <Form.Item name="address" label={t('listing.edit.address')}>
            <CountedInput max={200} testId="edit-address" placeholder={t('listing.edit.addressPlaceholder')} />
          </Form.Item>
          <Form.Item name="latitude" label={t('listing.edit.latitude')} dependencies={['longitude']} rules={rule('', (v) => checkCoords(v, form.getFieldValue('longitude')))}>
            <NumberInput decimal testId="edit-latitude" placeholder="10.7769" />
          </Form.Item>
          <Form.Item name="longitude" label={t('listing.edit.longitude')} help={t('listing.edit.coordsHint')}>
            <NumberInput decimal testId="edit-longitude" placeholder="106.7009" />
          </Form.Item>
        </>
      )}
    </>
  );
}

export function ContactItems() {
  const { t } = useTranslation();
  const rule = useProblemRules();
  return (
    <>
      <Form.Item name="contact_name" label={t('listing.edit.contactName')}>
        <CountedInput max={32} testId="edit-contact-name" />
      </Form.Item>
      <Form.Item name="contact_phone" label={t('listing.edit.contactPhone')} rules={rule(t('listing.edit.contactPhone'), checkPhone)}>
        <FieldInput type="tel" clearable testId="edit-contact-phone" placeholder="+84 901 234 567" />
      </Form.Item>
    </>
  );
}

/** Money fields go with the price (basics), in its currency and unit; the rest are the kind's details. */
const isMoney = (f: FieldDef) => (f.type === 'int' || f.type === 'number') && Boolean(f.money);

/** One declared field of the kind, with the control its type takes; `unit` overrides a number's own (money). */
function AttrItem({ name, f, unit }: { name: string; f: FieldDef; unit?: string }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const rule = useProblemRules();
  const label = pick(f.label, lang);
  const rules = rule(label, (v) => checkAttr(f, v));
  const testId = `edit-attr-${name}`;
  const chooseText = t('listing.edit.choose');
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
          <NumberInput decimal={f.type === 'number'} unit={unit ?? pick(f.unit, lang)} testId={testId} placeholder={t('listing.edit.numberPlaceholder')} />
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
