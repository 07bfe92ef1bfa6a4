import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask.ts';

describe('maskPhone', () => {
  it('hides characters 8 to 11 of an international number', () => {
    expect(maskPhone('+2348031234567')).toBe('+234803****567');
  });
  it('hides characters 8 to 11 of a local number', () => {
    expect(maskPhone('08031234567')).toBe('0803123****');
  });
  it('masks only what exists of a short number', () => {
    expect(maskPhone('080312345')).toBe('0803123**');
    expect(maskPhone('0803')).toBe('0803');
  });
  it('ignores surrounding spaces', () => {
    expect(maskPhone(' +2348031234567 ')).toBe('+234803****567');
  });
  it('counts no spaces typed inside the number: four digits are always hidden', () => {
    expect(maskPhone('+234 803 123 4567')).toBe('+234803****567');
    expect(maskPhone('0803 123 4567')).toBe('0803123****');
  });
});
