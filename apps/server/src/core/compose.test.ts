import { describe, expect, it } from 'vitest';
import type { Deps } from './deps.js';
import { ModuleRegistry } from './compose.js';
import { defineMessages } from './message-parts.js';
import { t, type MessageKey } from './messages.js';
import { defineModule, type ModuleContext } from './module.js';

// Services of the modules under test, added the way a real module adds its own.
declare module './module.js' {
  interface Provided {
    testClock: { now(): number };
    testGreeter: { greet(): string };
  }
}

const deps = {} as Deps;
const clockModule = defineModule<'testClock'>({ name: 'clock', provides: () => ({ testClock: { now: () => 42 } }) });

describe('ModuleRegistry', () => {
  it('builds services in list order and hands a module only what it declared it uses', () => {
    const greeter = defineModule<'testGreeter'>({
      name: 'greeter',
      uses: ['testClock'],
      provides: (ctx) => ({ testGreeter: { greet: () => `hello at ${ctx.use('testClock').now()}` } }),
    });
    const registry = new ModuleRegistry([clockModule, greeter], deps);
    expect(registry.get('testGreeter').greet()).toBe('hello at 42');
  });

  it('refuses a service the module did not declare in `uses`', () => {
    const sneaky = defineModule({ name: 'sneaky', init: (ctx: ModuleContext) => void ctx.use('testClock') });
    expect(() => new ModuleRegistry([clockModule, sneaky], deps)).toThrow(/sneaky uses testClock without declaring it/);
  });

  it('refuses a service that no earlier module provides', () => {
    const early = defineModule<'testGreeter'>({
      name: 'early',
      uses: ['testClock'],
      provides: (ctx) => {
        const clock = ctx.use('testClock');
        return { testGreeter: { greet: () => String(clock.now()) } };
      },
    });
    expect(() => new ModuleRegistry([early, clockModule], deps)).toThrow(/no module listed before it provides/);
  });

  it('refuses a module listed twice and a service provided twice', () => {
    expect(() => new ModuleRegistry([clockModule, clockModule], deps)).toThrow(/listed twice/);
    const other = defineModule<'testClock'>({ name: 'other-clock', provides: () => ({ testClock: { now: () => 1 } }) });
    expect(() => new ModuleRegistry([clockModule, other], deps)).toThrow(/provided by two modules/);
  });

  it("registers a module's messages into t(), and a key defined twice is a start-up error", () => {
    const words = defineMessages({ zh: { 'composetest.hello': '你好 {name}' }, en: { 'composetest.hello': 'Hello {name}' }, vi: { 'composetest.hello': 'Xin chào {name}' } });
    new ModuleRegistry([defineModule({ name: 'words', messages: words })], deps);
    expect(t('en', 'composetest.hello' as MessageKey, { name: 'Lan' })).toBe('Hello Lan');
    expect(t('vi', 'composetest.hello' as MessageKey, { name: 'Lan' })).toBe('Xin chào Lan');
    const clash = defineMessages({ zh: { 'composetest.hello': '又一个' }, en: { 'composetest.hello': 'again' }, vi: { 'composetest.hello': 'lại' } });
    expect(() => new ModuleRegistry([defineModule({ name: 'clash', messages: clash })], deps)).toThrow(/composetest.hello is defined twice/);
  });

  it('runs every init after every provides, before routes', async () => {
    const order: string[] = [];
    const a = defineModule({ name: 'a', init: () => void order.push('init a'), routes: () => void order.push('routes a') });
    const b = defineModule<'testClock'>({ name: 'b', provides: () => (order.push('provides b'), { testClock: { now: () => 0 } }), routes: () => void order.push('routes b') });
    const registry = new ModuleRegistry([a, b], deps);
    await registry.registerRoutes({ addHook: () => undefined } as never); // the push channel starts and stops with the app
    expect(order).toEqual(['provides b', 'init a', 'routes a', 'routes b']);
  });
});
