import { useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { applyServerErrors } from './form-errors';

/** The instance `Form.useForm<V>()` returns (antd-mobile's exported FormInstance type is narrower). */
type FormHandle<V> = ReturnType<typeof Form.useForm<V>>[0];

interface Props<V> {
  form: FormHandle<V>;
  /** Runs after the form's own rules pass; a thrown 400 lands on its fields. */
  onSubmit(values: V): Promise<unknown>;
  submitLabel: string;
  submitTestId: string;
  layout?: 'horizontal' | 'vertical';
  tone?: 'primary' | 'danger';
  large?: boolean;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/**
 * Every form that calls the API: validation, one submit at a time (the button spins and ignores taps while
 * the call is out, so a double tap never submits twice), server field errors shown in place.
 */
export function SubmitForm<V>({ form, onSubmit, submitLabel, submitTestId, layout = 'horizontal', tone = 'primary', large, initialValues, children }: Props<V>) {
  const [busy, setBusy] = useState(false);
  const finish = async (values: V) => {
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
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
        <Button block type="submit" color={tone} shape="rounded" size={large ? 'large' : 'middle'} loading={busy} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      }
    >
      {children}
    </Form>
  );
}
