/**
 * Ends the current task and resumes in a new one soon after, letting the browser paint and handle input in
 * between: start-up is a chain of such short tasks instead of one long one (a slow phone runs a task four times
 * slower than the test machine, and every task past 50 ms there blocks the page). `scheduler.yield` where the
 * browser has it (it resumes ahead of other queued tasks); a message to the page's own port elsewhere (faster than
 * a timer, which browsers clamp).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
