import { describe, expect, it } from 'vitest';
import { AMOUNT_NOT_POSITIVE, AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE, amountProblem, MAX_AMOUNT } from './amount.ts';
import { caretAfterFormat, formatAmountInput, parseAmount } from './money.ts';

describe('amount input formatting', () => {
  it('groups thousands as digits arrive', () => {
    expect(formatAmountInput('1')).toBe('1');
    expect(formatAmountInput('1000')).toBe('1,000');
    expect(formatAmountInput('1,0000')).toBe('10,000');
    expect(formatAmountInput('1234567')).toBe('1,234,567');
  });

  it('keeps one decimal point and at most two decimals', () => {
    expect(formatAmountInput('1000.')).toBe('1,000.');
    expect(formatAmountInput('1000.5')).toBe('1,000.5');
    expect(formatAmountInput('1000.567')).toBe('1,000.56');
    expect(formatAmountInput('1.2.3')).toBe('1.23');
    expect(formatAmountInput('.5')).toBe('0.5');
  });

  it('drops letters, signs and leading zeros', () => {
    expect(formatAmountInput('₦12a3-4')).toBe('1,234');
    expect(formatAmountInput('000120')).toBe('120');
    expect(formatAmountInput('0')).toBe('0');
    expect(formatAmountInput('')).toBe('');
  });
});

describe('parseAmount', () => {
  it('reads grouped amounts', () => {
    expect(parseAmount('1,234,567.89')).toBe(1234567.89);
    expect(parseAmount('₦ 50,000')).toBe(50000);
    expect(parseAmount('0.5')).toBe(0.5);
    expect(parseAmount(2500)).toBe(2500);
  });

  it('returns undefined when there is no number', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('.')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('1-2')).toBeUndefined();
    expect(parseAmount(undefined)).toBeUndefined();
    expect(parseAmount(Number.NaN)).toBeUndefined();
  });
});

describe('caret after formatting', () => {
  it('stays after the digit just typed', () => {
    // "1234|" -> "1,234|"
    expect(caretAfterFormat('1234', 4, '1,234')).toBe(5);
    // "10,000" with a 5 typed after the 1 is "150,000" with the caret after "15"
    expect(caretAfterFormat('150,000', 2, '150,000')).toBe(2);
    // "1,234" with the 3 deleted is "1,2|4", shown as "124" with the caret after "12"
    expect(caretAfterFormat('1,24', 3, '124')).toBe(2);
  });

  it('goes to the start when nothing precedes it', () => {
    expect(caretAfterFormat(',123', 1, '123')).toBe(0);
  });
});

describe('amountProblem', () => {
  it('accepts whole kobo up to the cap', () => {
    for (const n of [0.01, 0.29, 1.1, 5000, 99_999_999.99, MAX_AMOUNT]) expect(amountProblem(n), String(n)).toBeUndefined();
  });

  it('names what is wrong with the rest', () => {
    expect(amountProblem(0)).toBe(AMOUNT_NOT_POSITIVE);
    expect(amountProblem(-1)).toBe(AMOUNT_NOT_POSITIVE);
    expect(amountProblem(MAX_AMOUNT + 0.01)).toBe(AMOUNT_TOO_LARGE);
    expect(amountProblem(Infinity)).toBe(AMOUNT_TOO_LARGE);
    expect(amountProblem(-Infinity)).toBe(AMOUNT_NOT_POSITIVE);
    expect(amountProblem(0.004)).toBe(AMOUNT_TOO_PRECISE);
    expect(amountProblem(1e-9)).toBe(AMOUNT_TOO_PRECISE);
  });
});
