import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { DecisionResult } from '@haiwai/contracts/console';
import type { QueueGroup } from '@haiwai/contracts/console/constants';
import { call } from '../../lib/http';
import { useConsoleT } from '../i18n';
import { QUEUE_CALLS, queueKeys } from './queue-calls';

export interface Decision {
  ids: number[];
  action: 'approve' | 'reject';
  reason?: string;
  reason_id?: number;
}

/** An error's message as the server wrote it (in the request's language), or the console's generic one. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/** Claim, release and decide on one queue; each refreshes the queue's rows and counters and says how it went. */
export function useQueueActions(group: QueueGroup, queue: string) {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const calls = QUEUE_CALLS[group];
  const refresh = () => client.invalidateQueries({ queryKey: queueKeys.all });
  const fail = (err: unknown) => void message.error(errorText(err, t('app.loadFailed')));

  const claim = useMutation({
    mutationFn: (id: number) => call(calls.claim, { params: { queue }, body: { id }, silent: true }),
    onSuccess: refresh,
    onError: (err) => {
      fail(err);
      void refresh();
    },
  });
  const release = useMutation({ mutationFn: (id: number) => call(calls.release, { params: { queue }, body: { id }, silent: true }), onSuccess: refresh, onError: fail });
  const decide = useMutation({
    mutationFn: (d: Decision) => call(calls.decide, { params: { queue }, body: d, silent: true }),
    onSuccess: ({ results }, d) => {
      report(results, d.action);
      void refresh();
    },
    onError: fail,
  });

  function report(results: DecisionResult[], action: Decision['action']) {
    const done = results.filter((r) => r.ok).length;
    const failed = results.filter((r) => !r.ok);
    if (done) void message.success(t(action === 'approve' ? 'queues.approved' : 'queues.rejected', { count: done }));
    if (failed.length) void message.error(t('queues.failed', { count: failed.length, reasons: [...new Set(failed.map((f) => f.message))].join('；') }), 6);
  }

  return { claim, release, decide };
}
