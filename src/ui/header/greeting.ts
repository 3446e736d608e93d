export type Greeting = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/**
 * spec 2.6 greeting by hour: before 9 morning, up to 11 forenoon, up to 13 noon, before 20
 * afternoon, otherwise evening (the Vue2 client's `timeFix`).
 */
export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
