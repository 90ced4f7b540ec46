/** The free part of a member's counts balance: what another module gives away before the paid balance is spent. */
export interface FreeAllowance {
  limit: number;
  used: number;
  remaining: number;
  /** Epoch seconds when `used` goes back to 0. */
  resets_at: number;
}

export type FreeAllowanceReader = (userId: number, siteAreaId: number) => Promise<FreeAllowance>;

/**
 * An extension point of the counts balance (`dataAddNumberConfigBalance` answers paid and free side by side): the
 * jobs module plugs its monthly resume unlocks in at start, so promotion never imports jobs. With nothing plugged
 * in, nothing is free.
 */
export class FreeAllowanceSlot {
  private reader: FreeAllowanceReader | null = null;

  provide(reader: FreeAllowanceReader): void {
    if (this.reader) throw new Error('The counts balance has a free allowance already: one module provides it');
    this.reader = reader;
  }

  read(userId: number, siteAreaId: number): Promise<FreeAllowance> {
    return this.reader ? this.reader(userId, siteAreaId) : Promise.resolve({ limit: 0, used: 0, remaining: 0, resets_at: 0 });
  }
}
