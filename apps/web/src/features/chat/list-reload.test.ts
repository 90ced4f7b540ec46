import { describe, expect, it } from 'vitest';
import { reloadOnce } from './list-reload';

/** A reload the test answers by hand, in order. */
function fakeReload() {
  const answers: (() => void)[] = [];
  const run = () => new Promise<void>((resolve) => answers.push(resolve));
  return { run, answers };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the message list reload (chat-runtime.ts)', () => {
  it('a call while one is on its way runs once more after it; calls meanwhile count once', async () => {
    const { run, answers } = fakeReload();
    const reload = reloadOnce(run);
    reload();
    expect(answers).toHaveLength(1);
    // A message of an unknown conversation arrives twice before the first answer, which was asked for before them.
    reload();
    reload();
    expect(answers).toHaveLength(1);
    answers[0]!();
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]!();
    await settle();
    expect(answers).toHaveLength(2);
    // Nothing on its way: a call runs at once.
    reload();
    expect(answers).toHaveLength(3);
  });

  it('a failed run still runs the one asked for meanwhile', async () => {
    let calls = 0;
    const reload = reloadOnce(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()));
    reload();
    reload();
    await settle();
    expect(calls).toBe(2);
  });
});
