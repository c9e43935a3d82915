/** The one source of time: injectable so tests move it instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-03-01T09:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/**
 * The server's clock: another clock plus an offset. The demo seed sets the offset to write a
 * history spread over past days through the real calls; it is zero at all other times.
 */
export class ShiftableClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  /** Sets the clock to `seconds` before (negative) or after the base clock. */
  setOffset(seconds: number): void {
    this.offsetMs = seconds * 1000;
  }
}
