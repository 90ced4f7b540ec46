import { useSearchParams } from 'react-router';
import { useSinglePage } from './basis-queries';
import { ContentView } from './content-view';
import { QueryState } from './query-state';

/** /pages/common/single-page?key=xxx */
export function SingleContentPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? params.get('id') ?? '';
  const q = useSinglePage(key);
  return (
    <QueryState isPending={q.isPending && q.fetchStatus !== 'idle'} error={q.error} onRetry={() => void q.refetch()}>
      {q.data && <ContentView page={q.data} setBarTitle />}
    </QueryState>
  );
}
