import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import type { Lang } from '../../lib/contracts';
import { FieldTextArea } from '../common/field-input';
import { CountedInput } from './field-controls';
import { FORM_LANGS, moveOriginal, versionField, written, type ListingFormValues } from './form-model';
import { useProblemRules } from './edit-rules';
import { pick, type ListingKindDef } from './registry';
import { useApp } from '../../stores/app-store';
import { checkDescription, checkTitle } from './validation';

type FormHandle = ReturnType<typeof Form.useForm<ListingFormValues>>[0];

/** Each language named in itself on its tab (as language pickers do): the same words in every app language. */
export const NATIVE_NAMES: Record<Lang, string> = { zh: '中文', en: 'English', vi: 'Tiếng Việt' };

/**
 * Title and description in zh / en / vi tabs (docs/translation.md, "Listings in more than one language"). The first
 * tab written is the original (`title`, `description`, `lang_type`: required, as before); the others are optional, and
 * a tab with anything in it is checked like the original. Every tab's fields stay in the form (inactive ones hidden),
 * so a submit checks them all; `active` is the parent's, which opens the tab of the first error.
 */
export function LanguageTabs({ def, form, active, onActive, fixedOriginal }: {
  def: ListingKindDef;
  form: FormHandle;
  active: Lang;
  onActive(lang: Lang): void;
  /** An existing listing keeps its original; a new one's follows the tabs until something is written. */
  fixedOriginal: boolean;
}) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const rule = useProblemRules();
  const titleLabel = pick(def.title.label, lang);
  const descLabel = pick(def.description.label, lang);
  const original = (Form.useWatch('lang_type', form) as Lang | undefined) ?? active;
  const open = (l: Lang) => {
    // Nothing written yet: the tab now being written becomes the original.
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    if (!fixedOriginal && l !== original && !written(v, original)) form.setFieldsValue(moveOriginal({ ...v, lang_type: original }, l) as never);
    onActive(l);
  };
  // A tab other than the original: checked only once something is in it, then like the original.
  const versionRule = (l: Lang, part: 'title' | 'description', label: string) =>
    rule(label, (value) => {
      const v = form.getFieldsValue(true) as Record<string, unknown>;
      if (!written(v, l)) return null;
      return part === 'title' ? checkTitle(def, value) : checkDescription(def, value);
    });
  return (
    <div className="ledit-langs" data-testid="edit-languages">
      <div className="ledit-langs__tabs" role="tablist" aria-label={t('listing.edit.languages')}>
        {FORM_LANGS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={`edit-lang-tab-${l}`}
            aria-selected={active === l}
            aria-controls={`edit-lang-panel-${l}`}
            className={`ledit-langs__tab${active === l ? ' ledit-langs__tab--active' : ''}`}
            onClick={() => open(l)}
            data-testid={`edit-lang-${l}`}
          >
            <span lang={l}>{NATIVE_NAMES[l]}</span>
            {l === original && <span className="ledit-langs__badge">{t('listing.edit.original')}</span>}
          </button>
        ))}
      </div>
      <p className="ledit-langs__hint">{t('listing.edit.languagesHint')}</p>
      {FORM_LANGS.map((l) => {
        const isOriginal = l === original;
        const titleName = isOriginal ? 'title' : versionField(l, 'title');
        const descName = isOriginal ? 'description' : versionField(l, 'description');
        return (
          <div key={l} role="tabpanel" id={`edit-lang-panel-${l}`} aria-labelledby={`edit-lang-tab-${l}`} hidden={active !== l}>
            <Form.Item
              key={titleName}
              name={titleName}
              label={titleLabel}
              required={isOriginal}
              dependencies={isOriginal ? [] : [descName]}
              rules={isOriginal ? rule(titleLabel, (v) => checkTitle(def, v)) : versionRule(l, 'title', titleLabel)}
            >
              <CountedInput max={def.title.max} testId={isOriginal ? 'edit-title' : `edit-title-${l}`} placeholder={t('listing.edit.textPlaceholder')} />
            </Form.Item>
            <Form.Item
              key={descName}
              name={descName}
              layout="vertical"
              label={descLabel}
              required={isOriginal && def.description.required}
              dependencies={isOriginal ? [] : [titleName]}
              rules={isOriginal ? rule(descLabel, (v) => checkDescription(def, v)) : versionRule(l, 'description', descLabel)}
            >
              <FieldTextArea
                maxLength={def.description.max}
                showCount
                autoSize={{ minRows: 4, maxRows: 12 }}
                placeholder={t('listing.edit.textPlaceholder')}
                testId={isOriginal ? 'edit-description' : `edit-description-${l}`}
              />
            </Form.Item>
          </div>
        );
      })}
    </div>
  );
}

/** The tab holding a field the checks stopped at: a version's own tab, the original's for `title`/`description`. */
export function tabOfField(name: string, original: Lang | undefined): Lang | null {
  const m = /^texts\.(zh|en|vi)\./.exec(name);
  if (m) return m[1] as Lang;
  return name === 'title' || name === 'description' ? (original ?? null) : null;
}
