import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Upload, type FormInstance } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AdminPermission } from '@haiwai/contracts/console/constants';
import { ApiError, upload } from '../../lib/http';
import { holds, useConsoleArea, useConsoleMe } from '../app/access';
import { useConsoleT } from '../i18n';

/**
 * Shared pieces of the content and settings pages (console/content, console/settings): a server list read page by page
 * (the calls' cursors, "load more"), the areas an admin may write to, a picture upload through the public media
 * pipeline, the zh / en / vi inputs of one localized field, and a save that puts a 400's messages on the form's fields.
 */

/**
 * The pages' theme: antd's default red (#ff4d4f), hint and placeholder greys are under 4.5:1 on white or the console's
 * grey; delete buttons, errors, field hints and placeholders need 4.5:1 (WCAG AA).
 */
export const READABLE = { token: { colorError: '#cf1322', colorTextDescription: 'rgba(0, 0, 0, 0.68)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)' } };

export interface Paged<T> {
  list: T[];
  next_cursor: string | null;
}

/** A list call read page by page under `key`; `rows` is every page so far, in order. */
export function useAdminList<T>(key: readonly unknown[], fetchPage: (cursor?: string) => Promise<Paged<T>>) {
  const q = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.list) ?? [], [q.data]);
  return { q, rows };
}

export function LoadMore({ q }: { q: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const { t } = useConsoleT();
  if (!q.hasNextPage) return null;
  return (
    <div className="content-more">
      <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
        {t('content.common.loadMore')}
      </Button>
    </div>
  );
}

/** Drops every cached page of the console lists under `prefix` after an edit. */
export function useRefresh(prefix: readonly unknown[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: prefix });
}

/**
 * The areas the signed-in admin may write to with `permission` (a super admin also has 0: every area), their names,
 * and the one a new row starts in (the console's chosen area, else the first of mine).
 */
export function useAreaChoices(permission: AdminPermission, withAll = true) {
  const { t } = useConsoleT();
  const { me } = useConsoleMe();
  const chosen = useConsoleArea();
  return useMemo(() => {
    const mine = (me?.areas ?? []).filter((a) => holds(me, permission, a.id));
    const options = [...(withAll && me?.super_admin ? [{ value: 0, label: t('content.common.allAreas') }] : []), ...mine.map((a) => ({ value: a.id, label: a.name }))];
    const names = new Map(options.map((o) => [o.value, o.label]));
    const name = (id: number) => (id === 0 ? t('content.common.allAreas') : (names.get(id) ?? `#${id}`));
    const mayWrite = (id: number) => names.has(id);
    return { options, name, mayWrite, initial: chosen ?? mine[0]?.id ?? 0 };
  }, [me, permission, withAll, chosen, t]);
}

/** A picture field: uploads through the public media pipeline (`mediaUpload`) and keeps the stored URL. */
export function ImageField({ value, onChange, id, testId, clearable }: { value?: string | null; onChange?: (url: string | null) => void; id?: string; testId?: string; clearable?: boolean }) {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {value ? <img src={value} alt={t('content.common.imageAlt')} className="content-thumb content-thumb--large" /> : null}
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={({ file }) => {
          const form = new FormData();
          form.append('file', file as Blob);
          setBusy(true);
          upload('mediaUpload', form)
            .then((m) => onChange?.(m.url))
            .catch(() => void message.error(t('content.common.uploadFailed')))
            .finally(() => setBusy(false));
        }}
      >
        <Button id={id} icon={<UploadOutlined aria-hidden />} loading={busy} data-testid={testId}>
          {busy ? t('content.common.uploading') : t('content.common.upload')}
        </Button>
      </Upload>
      {clearable && value ? (
        <Button onClick={() => onChange?.(null)} danger>
          {t('content.common.remove')}
        </Button>
      ) : null}
    </Space>
  );
}

const LANGS = ['zh', 'en', 'vi'] as const;

/** The zh / en / vi inputs of one localized field (`name.zh`…), each labelled with its language. */
export function LangInputs({ name, label, max, required = true, rows }: { name: string | string[]; label: string; max: number; required?: boolean; rows?: number }) {
  const { t } = useConsoleT();
  return (
    <fieldset className="content-langs">
      <legend>{label}</legend>
      {LANGS.map((lang) => (
        <Form.Item key={lang} name={[...(Array.isArray(name) ? name : [name]), lang]} label={t(`content.common.${lang}`)} rules={required ? [{ required: true, whitespace: true, message: t('content.common.required') }] : []}>
          {rows ? <Input.TextArea rows={rows} maxLength={max} /> : <Input maxLength={max} />}
        </Form.Item>
      ))}
    </fieldset>
  );
}

/** Runs a save: a 400's field messages go on the form's fields (`titles.en` → ['titles', 'en']); any other error is shown. */
export function useSave() {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  return async function save<R>(form: FormInstance | null, run: () => Promise<R>, done?: string): Promise<R | null> {
    try {
      const r = await run();
      void message.success(done ?? t('content.common.saved'));
      return r;
    } catch (err) {
      if (err instanceof ApiError && err.code === 400 && form && Object.keys(err.fields).length) {
        form.setFields(Object.entries(err.fields).map(([k, msg]) => ({ name: k.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [msg] })));
        void message.error(t('content.common.fixErrors'));
      } else void message.error(err instanceof Error ? err.message : String(err));
      return null;
    }
  };
}

/** Epoch seconds ↔ the value of an `<input type="datetime-local">` in the browser's time zone. */
export const toLocalInput = (s: number | null) => {
  if (s === null) return '';
  const d = new Date(s * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
export const fromLocalInput = (v: string | undefined | null) => (v ? Math.floor(new Date(v).getTime() / 1000) : null);
