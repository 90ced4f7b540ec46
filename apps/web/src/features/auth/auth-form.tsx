import type { ReactNode } from 'react';
import type { LoginResult } from '../../lib/contracts';
import { SubmitForm, type FormHandle } from '../common/submit-form';
import { useLoginSuccess } from './use-login-success';

interface Props<V> {
  form: FormHandle<V>;
  /** The login or sign-up call; its result logs the person in. */
  request(values: V): Promise<LoginResult>;
  /** The button's text and test id (always the large button of the login page). */
  label: string;
  testId: string;
  successMessage?: 'auth.loginSuccess' | 'auth.registerSuccess';
  children: ReactNode;
}

/** A form of the login page: on success the session is stored and the person goes back where they came from. */
export function AuthForm<V>({ form, request, label, testId, successMessage, children }: Props<V>) {
  const done = useLoginSuccess();
  return (
    <SubmitForm form={form} onSubmit={async (v: V) => done(await request(v), successMessage)} button={{ label, testId, large: true }}>
      {children}
    </SubmitForm>
  );
}
