import { describe, expect, it } from 'vitest';
import { greetingFor } from '../../../src/ui/header/greeting';

const at = (hour: number, minute = 0) => new Date(2026, 0, 5, hour, minute);

describe('greeting by hour (spec 2.6)', () => {
  it('says morning before 9, forenoon to 11, noon to 13, afternoon before 20, else evening', () => {
    expect(greetingFor(at(0))).toBe('morning');
    expect(greetingFor(at(8, 59))).toBe('morning');
    expect(greetingFor(at(9))).toBe('forenoon');
    expect(greetingFor(at(11, 59))).toBe('forenoon');
    expect(greetingFor(at(12))).toBe('noon');
    expect(greetingFor(at(13, 59))).toBe('noon');
    expect(greetingFor(at(14))).toBe('afternoon');
    expect(greetingFor(at(19, 59))).toBe('afternoon');
    expect(greetingFor(at(20))).toBe('evening');
    expect(greetingFor(at(23, 59))).toBe('evening');
  });
});
