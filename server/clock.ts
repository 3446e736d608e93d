/** Time source of the server; tests inject one they can move (session expiry, lockout, captcha age). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
