import { describe, expect, it } from 'vitest';
import { exactAmount } from './money.ts';
import { ageOn, email, matches, maxLength, minAge, minLength, required, sameAs, validator } from './rules.ts';

describe('field rules', () => {
  it('required rejects empty and blank values', () => {
    expect(required('Required')('')).toBe('Required');
    expect(required('Required')('   ')).toBe('Required');
    expect(required('Required')(undefined)).toBe('Required');
    expect(required('Required')('x')).toBeUndefined();
    expect(required('Required')(0)).toBeUndefined();
  });

  it('email accepts an address and rejects other text, leaving empty to required', () => {
    const rule = email('Invaild Email Format');
    expect(rule('demo@example.com')).toBeUndefined();
    expect(rule('demo@example')).toBe('Invaild Email Format');
    expect(rule('not an email')).toBe('Invaild Email Format');
    expect(rule('')).toBeUndefined();
    expect(rule(' demo@example.com ')).toBeUndefined();
  });

  it('minLength and maxLength bound the length', () => {
    expect(minLength(5, 'short')('1234')).toBe('short');
    expect(minLength(5, 'short')('12345')).toBeUndefined();
    expect(maxLength(3, 'long')('1234')).toBe('long');
    expect(maxLength(3, 'long')('123')).toBeUndefined();
    expect(maxLength(3, 'long')(12345)).toBe('long');
    expect(minLength(5, 'short')('')).toBeUndefined();
    // What is sent is trimmed, so the spaces around the text do not count.
    expect(minLength(2, 'short')('A ')).toBe('short');
    expect(minLength(5, 'short')(' ABCD ')).toBe('short');
    expect(minLength(2, 'short')('   ')).toBeUndefined();
    expect(maxLength(3, 'long')(' 123 ')).toBeUndefined();
  });

  it('sameAs compares with another field', () => {
    expect(sameAs('password', 'differ')('a', { password: 'b' })).toBe('differ');
    expect(sameAs('password', 'differ')('a', { password: 'a' })).toBeUndefined();
    expect(sameAs('password', 'differ')('a')).toBe('differ');
  });

  it('validator reports the first failing rule per field', () => {
    const validate = validator<{ email: string; password: string }>({
      email: [required('Email is required'), email('Invaild Email Format')],
      password: [required('Password is Required')],
    });
    expect(validate({ email: '', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(validate({ email: 'bad', password: '' })).toEqual({ email: 'Invaild Email Format', password: 'Password is Required' });
  });

  it('validator passes over a field listed without rules', () => {
    const validate = validator<{ name: string; email: string }>({ name: undefined, email: [required('Email is required')] });
    expect(validate({ name: '', email: '' })).toEqual({ email: 'Email is required' });
  });
});

describe('pattern and age rules', () => {
  it('matches checks a pattern, leaving empty to required', () => {
    const rule = matches(/^\d{4}$/, 'four digits');
    expect(rule('1234')).toBeUndefined();
    expect(rule('12a4')).toBe('four digits');
    expect(rule('')).toBeUndefined();
  });

  it('ageOn counts whole years, the birthday itself included', () => {
    const today = new Date(2026, 5, 15);
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('1990-01-01', today)).toBe(36);
    expect(ageOn('2008-02-30', today)).toBeNull();
    expect(ageOn('15/06/2008', today)).toBeNull();
  });

  it('ageOn counts a birthday earlier this year, not one later in the year', () => {
    const today = new Date(2026, 5, 15);
    expect(ageOn('2008-05-20', today)).toBe(18);
    expect(ageOn('2008-07-01', today)).toBe(17);
  });

  it('ageOn refuses text around the date and years the Date constructor would read as 19xx', () => {
    const today = new Date(2026, 5, 15);
    expect(ageOn('x2008-06-15', today)).toBeNull();
    expect(ageOn('2008-06-15x', today)).toBeNull();
    expect(ageOn('0050-06-15', today)).toBeNull();
  });

  it('minAge refuses anyone younger than the limit', () => {
    const rule = minAge(18, 'too young', () => new Date(2026, 5, 15));
    expect(rule('2008-06-15')).toBeUndefined();
    expect(rule('2008-06-16')).toBe('too young');
    expect(rule('')).toBeUndefined();
  });

  it('minAge refuses what is not a date, whatever the limit, and reads the clock by default', () => {
    expect(minAge(0, 'not a date')('2008-02-30')).toBe('not a date');
    expect(minAge(18, 'too young')('1950-01-01')).toBeUndefined();
    expect(minAge(18, 'too young')('2999-01-01')).toBe('too young');
  });
});

describe('the exact amount rule', () => {
  const rule = exactAmount('too large', 'too precise');
  it('takes whole kobo up to ₦100,000,000 and leaves blanks to the required rule', () => {
    for (const v of ['', '5,000', '0.29', '99,999,999.99', '100,000,000']) expect(rule(v), v).toBeUndefined();
  });
  it('names an amount over the cap or with more than two decimals', () => {
    expect(rule('100,000,000.01')).toBe('too large');
    expect(rule('1000000000000')).toBe('too large');
    expect(rule('10.005')).toBe('too precise');
  });
});
