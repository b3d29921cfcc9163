import type { Clock } from '../server/platform/core/clock';

/** A clock a test sets and moves: no test waits for real time. */
export class TestClock implements Clock {
  private at: number;

  constructor(iso: string) {
    this.at = Date.parse(iso);
  }

  now(): Date {
    return new Date(this.at);
  }

  set(iso: string): void {
    this.at = Date.parse(iso);
  }

  advanceDays(days: number): void {
    this.at += days * 24 * 60 * 60 * 1000;
  }
}
