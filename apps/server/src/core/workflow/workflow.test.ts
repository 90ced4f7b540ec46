import { describe, expect, it } from 'vitest';
import { defineWorkflow, judge, nextStates, type WorkflowDefinition } from './definition.js';

/** A future area's workflow (a hotel order): paid within a time limit, or the system expires it. */
type Order = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'done';
const hotelOrder: WorkflowDefinition<Order> = defineWorkflow<Order>({
  name: 'hotel_order',
  states: ['pending', 'accepted', 'declined', 'cancelled', 'expired', 'done'],
  initial: 'pending',
  terminal: ['declined', 'cancelled', 'expired', 'done'],
  moves: [
    { from: ['pending'], to: 'accepted', by: 'owner' },
    { from: ['pending'], to: 'declined', by: 'owner', reasonRequired: true },
    { from: ['pending', 'accepted'], to: 'cancelled', by: 'asker' },
    { from: ['pending'], to: 'expired', by: 'system' },
    { from: ['accepted'], to: 'done', by: 'system' },
  ],
});

describe('defineWorkflow', () => {
  const base = { name: 'x_flow', states: ['a', 'b', 'c'] as const, initial: 'a' as const, terminal: ['c'] as const };
  it('refuses unknown states, a terminal state with a way out and a name unfit for audit actions', () => {
    expect(() => defineWorkflow({ ...base, initial: 'z' as 'a', moves: [] })).toThrow(/initial state z/);
    expect(() => defineWorkflow({ ...base, moves: [{ from: ['a'], to: 'q' as 'b', by: 'owner' }] })).toThrow(/unknown state q/);
    expect(() => defineWorkflow({ ...base, moves: [{ from: ['c'], to: 'a', by: 'owner' }] })).toThrow(/terminal state c/);
    expect(() => defineWorkflow({ ...base, moves: [{ from: ['a'], to: 'b', by: 'admin' as 'owner' }] })).toThrow(/unknown role/);
    expect(() => defineWorkflow({ ...base, name: 'Bad Name', moves: [] })).toThrow(/lower case/);
    expect(defineWorkflow({ ...base, moves: [{ from: ['a'], to: 'b', by: 'owner' }] }).initial).toBe('a');
  });
});

describe('judge', () => {
  it('checks the actor first, then a terminal state, then where the move may start', () => {
    expect(judge(hotelOrder, 'pending', 'accepted', 'owner')).toMatchObject({ ok: true, noop: false });
    expect(judge(hotelOrder, 'declined', 'accepted', 'asker')).toEqual({ ok: false, why: 'actor', from: 'declined', to: 'accepted', by: ['owner'] });
    expect(judge(hotelOrder, 'declined', 'accepted', 'owner')).toEqual({ ok: false, why: 'terminal', from: 'declined', to: 'accepted' });
    expect(judge(hotelOrder, 'accepted', 'accepted', 'owner')).toEqual({ ok: false, why: 'state', from: 'accepted', to: 'accepted' });
    expect(judge(hotelOrder, 'pending', 'pending', 'owner')).toMatchObject({ ok: false, why: 'actor', by: [] });
  });

  it('needs a reason where the move says so (blank does not count)', () => {
    expect(judge(hotelOrder, 'pending', 'declined', 'owner')).toMatchObject({ ok: false, why: 'reason' });
    expect(judge(hotelOrder, 'pending', 'declined', 'owner', '   ')).toMatchObject({ ok: false, why: 'reason' });
    expect(judge(hotelOrder, 'pending', 'declined', 'owner', 'fully booked')).toMatchObject({ ok: true });
  });

  it('expresses "time runs out" as a move only the system makes', () => {
    expect(judge(hotelOrder, 'pending', 'expired', 'system')).toMatchObject({ ok: true, noop: false });
    expect(judge(hotelOrder, 'pending', 'expired', 'owner')).toMatchObject({ ok: false, why: 'actor', by: ['system'] });
    expect(judge(hotelOrder, 'pending', 'expired', 'asker')).toMatchObject({ ok: false, why: 'actor' });
    // A timer that fires after the owner accepted finds nothing to expire.
    expect(judge(hotelOrder, 'accepted', 'expired', 'system')).toMatchObject({ ok: false, why: 'state' });
    expect(judge(hotelOrder, 'cancelled', 'expired', 'system')).toMatchObject({ ok: false, why: 'terminal' });
  });

  it('treats a repeat as a no-op only when the definition says so', () => {
    const noop = { ...hotelOrder, repeat: 'noop' as const };
    expect(judge(noop, 'accepted', 'accepted', 'owner')).toEqual({ ok: true, noop: true });
    expect(judge(noop, 'accepted', 'accepted', 'asker')).toMatchObject({ ok: false, why: 'actor' });
  });
});

describe('nextStates', () => {
  it('lists the moves an actor has from a state, none from a terminal one', () => {
    expect([...nextStates(hotelOrder, 'pending', 'owner')].sort()).toEqual(['accepted', 'declined']);
    expect([...nextStates(hotelOrder, 'accepted', 'asker')]).toEqual(['cancelled']);
    expect([...nextStates(hotelOrder, 'pending', 'system')]).toEqual(['expired']);
    expect(nextStates(hotelOrder, 'done', 'system').size).toBe(0);
  });
});
