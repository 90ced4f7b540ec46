import { useEffect, useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { ApiError } from '../../lib/http';
import { applyServerErrors } from './form-errors';

/** The instance `Form.useForm<V>()` returns (antd-mobile's exported FormInstance type is narrower). */
export type FormHandle<V> = ReturnType<typeof Form.useForm<V>>[0];

/** The submit button at the form's foot. */
export interface SubmitButton {
  label: string;
  testId: string;
  tone?: 'primary' | 'danger';
  large?: boolean;
}

export interface SubmitFormProps<V> {
  form: FormHandle<V>;
  /** Runs after the form's own rules pass; a thrown 400 lands on its fields. */
  onSubmit(values: V): Promise<unknown>;
  button: SubmitButton;
  layout?: 'horizontal' | 'vertical';
  initialValues?: Partial<V>;
  /**
   * Keeps what was typed when the session ran out (401 → login → back): text fields are stashed for this tab
   * and put back whenever the form shows, until it is submitted. Only for forms without secrets.
   */
  draftKey?: string;
  children: ReactNode;
}

const draftStore = (key: string) => `draft:${key}`;

/**
 * Every form that calls the API: validation, one submit at a time (the button spins and ignores taps while
 * the call is out, so a double tap never submits twice), server field errors shown in place.
 */
export function SubmitForm<V>({ form, onSubmit, button, layout = 'horizontal', initialValues, draftKey, children }: SubmitFormProps<V>) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const saved = draftKey && sessionStorage.getItem(draftStore(draftKey));
    // Kept until a successful submit: the form may be remounted (fresh profile data) before the person saves.
    if (!saved) return;
    form.setFieldsValue(JSON.parse(saved) as Partial<V> as never);
  }, [draftKey, form]);
  const finish = async (values: V) => {
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(values);
      if (draftKey) sessionStorage.removeItem(draftStore(draftKey));
    } catch (err) {
      if (draftKey && err instanceof ApiError && err.code === 401) {
        const text = Object.entries(values as object).filter(([, v]) => typeof v === 'string');
        sessionStorage.setItem(draftStore(draftKey), JSON.stringify(Object.fromEntries(text)));
      }
      applyServerErrors(form, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout={layout}
      initialValues={initialValues}
      onFinish={finish}
      footer={
        <Button block type="submit" color={button.tone ?? 'primary'} shape="rounded" size={button.large ? 'large' : 'middle'} loading={busy} data-testid={button.testId}>
          {button.label}
        </Button>
      }
    >
      {children}
    </Form>
  );
}
