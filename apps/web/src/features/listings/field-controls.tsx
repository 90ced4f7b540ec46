import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { Chips } from '../common/chips';
import { FieldInput } from '../common/field-input';
import { DatePicker, Picker } from '../common/lazy-parts';

/*
 * Form controls of the generated edit form. Each takes `value`/`onChange` in the form's own value shape
 * (see form-model.ts), so antd-mobile's Form.Item can drive it directly.
 */

/** Single-line text with a live "12/60" counter; `id` (from Form.Item) goes on the input, so the item's label names it. */
export function CountedInput({ id, value = '', onChange, max, testId, placeholder }: { id?: string; value?: string; onChange?(v: string): void; max: number; testId: string; placeholder?: string }) {
  return (
    <div className="lcount">
      <FieldInput id={id} value={value} onChange={onChange} maxLength={max} placeholder={placeholder} clearable testId={testId} />
      <span className="lcount__n">
        {value.length}/{max}
      </span>
    </div>
  );
}

/** A number typed as text (kept as typed in drafts), with its unit after it; `id` as CountedInput's. */
export function NumberInput({ id, value = '', onChange, unit, testId, decimal, placeholder }: { id?: string; value?: string; onChange?(v: string): void; unit?: string; testId: string; decimal?: boolean; placeholder?: string }) {
  return (
    <div className="lnumber">
      <FieldInput id={id} type="number" inputMode={decimal ? 'decimal' : 'numeric'} value={value} onChange={onChange} placeholder={placeholder} testId={testId} />
      {unit && <span className="lnumber__unit">{unit}</span>}
    </div>
  );
}

export interface Option<V extends string | number> {
  label: string;
  value: V;
}

/** One choice: chips when there are few options, a picker wheel when there are many. */
export function ChoiceInput<V extends string | number>({ value, onChange, options, testId, placeholder }: { value?: V | null; onChange?(v: V | null): void; options: Option<V>[]; testId: string; placeholder: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  if (options.length <= 12) {
    return (
      <Chips<V> value={value === null || value === undefined ? [] : [value]} options={options} onChange={(v) => onChange?.(v[0] ?? null)} testId={testId} />
    );
  }
  const current = options.find((o) => o.value === value);
  return (
    <>
      <button type="button" className="lpick" onClick={() => setOpen(true)} data-testid={testId}>
        <span className={current ? '' : 'lpick__placeholder'}>{current?.label ?? placeholder}</span>
        <RightOutline />
      </button>
      <Picker
        columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
        visible={open}
        value={value === null || value === undefined ? [] : [value]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange?.((v[0] as V | undefined) ?? null)}
        confirmText={t('common.ok')}
        cancelText={t('common.cancel')}
      />
    </>
  );
}

/** Several choices as chips, at most `maxItems`. */
export function MultiInput({ value = [], onChange, options, maxItems, testId }: { value?: string[]; onChange?(v: string[]): void; options: Option<string>[]; maxItems: number; testId: string }) {
  return (
    <Chips
      multiple
      value={value}
      options={options.map((o) => ({ ...o, disabled: !value.includes(o.value) && value.length >= maxItems }))}
      onChange={(v) => onChange?.(v.slice(0, maxItems))}
      testId={testId}
    />
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A day as `YYYY-MM-DD`, picked on a wheel. */
export function DateInput({ value = '', onChange, testId, placeholder }: { value?: string; onChange?(v: string): void; testId: string; placeholder: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const now = new Date();
  return (
    <>
      <button type="button" className="lpick" onClick={() => setOpen(true)} data-testid={testId}>
        <span className={value ? '' : 'lpick__placeholder'}>{value || placeholder}</span>
        <RightOutline />
      </button>
      <DatePicker
        visible={open}
        value={value ? new Date(`${value}T00:00:00`) : undefined}
        min={new Date(now.getFullYear() - 50, 0, 1)}
        max={new Date(now.getFullYear() + 5, 11, 31)}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange?.(toDay(d))}
        confirmText={t('common.ok')}
        cancelText={t('common.cancel')}
      />
    </>
  );
}
