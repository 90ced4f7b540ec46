import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface Toggle<T, R> {
  /** The cached object that shows the state (a listing's detail, a company's page). */
  key: QueryKey;
  request(on: boolean): Promise<R>;
  /** The object as it looks right after the tap; put back as it was if the call fails. */
  guess(cur: T, on: boolean): T;
  /** The object with the server's answer. */
  settle(cur: T, res: R): T;
  onSuccess?(): void;
}

/** An on/off (favourite, follow) that shows at once: the cached object changes before the call and back if it fails. */
export function useOptimisticToggle<T, R>({ key, request, guess, settle, onSuccess }: Toggle<T, R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (on: boolean) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<T>(key);
      if (before) qc.setQueryData<T>(key, guess(before, on));
      return { before };
    },
    onError: (_err, _on, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSuccess: (res) => {
      const cur = qc.getQueryData<T>(key);
      if (cur) qc.setQueryData<T>(key, settle(cur, res));
      onSuccess?.();
    },
  });
}
