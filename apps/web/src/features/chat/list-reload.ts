/**
 * One run at a time of a reload whose answer may be older than the news that asked for it: a call while a run is on
 * its way (asked for before that news) runs it once more afterwards, however many calls came meanwhile.
 */
export function reloadOnce(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const start = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run()
      .catch(() => {})
      .finally(() => {
        running = false;
        if (!again) return;
        again = false;
        start();
      });
  };
  return start;
}
