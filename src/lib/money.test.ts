import { describe, expect, it } from 'vitest';
import { AMOUNT_NOT_POSITIVE, AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE, amountProblem, MAX_AMOUNT } from './amount.ts';
import { addMoney, amountRules, caretAfterFormat, exactAmount, formatAmountInput, fromKobo, parseAmount, positiveAmount, roundKobo, toKobo } from './money.ts';

describe('money to the kobo', () => {
  it('turns Naira into whole kobo and back, exactly where times 100 is not', () => {
    expect(toKobo(0.29)).toBe(29);
    expect(toKobo(1.005)).toBe(100);
    expect(toKobo(-0.01)).toBe(-1);
    expect(fromKobo(29)).toBe(0.29);
  });

  it('rounds to the nearest kobo, half up', () => {
    expect(roundKobo(328.767)).toBe(328.77);
    expect(roundKobo(328.764)).toBe(328.76);
    expect(roundKobo(0.125)).toBe(0.13);
    expect(roundKobo(10)).toBe(10);
  });

  it('adds in whole kobo, so no float error creeps in', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(100, -0.01)).toBe(99.99);
    expect(addMoney(1234.56, 0.004)).toBe(1234.56);
  });
});

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

  it('takes only digits and one point, not what Number() would also read', () => {
    for (const text of ['1e5', '0x1F', '-5', '+5', '5-', ' ', ',', '₦']) expect(parseAmount(text), text).toBeUndefined();
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

describe('the amount form rules', () => {
  it('exactAmount reads typed text and numbers, and leaves anything else alone', () => {
    const rule = exactAmount('too large', 'too precise');
    expect(rule(MAX_AMOUNT + 0.01)).toBe('too large');
    expect(rule(0.005)).toBe('too precise');
    expect(rule(5000)).toBeUndefined();
    expect(rule({ amount: '1e12' })).toBeUndefined();
    expect(rule(true)).toBeUndefined();
  });

  it('positiveAmount refuses a blank, zero or unreadable amount and takes a kobo', () => {
    const rule = positiveAmount('Enter an amount');
    for (const v of ['', '0', '0.00', 'abc', undefined]) expect(rule(v), String(v)).toBe('Enter an amount');
    expect(rule('0.01')).toBeUndefined();
    expect(rule('1,000')).toBeUndefined();
  });

  it('amountRules asks for an amount first, then for one the API takes', () => {
    const [required, exact, ...rest] = amountRules('Enter an amount', 'too large');
    expect(rest).toEqual([]);
    expect(required!('')).toBe('Enter an amount');
    expect(exact!('100,000,000.01')).toBe('too large');
    expect(exact!('1.234')).toBe('Enter an amount with at most two decimal places');
    expect(amountRules('Enter an amount', 'too large', 'too precise')[1]!('1.234')).toBe('too precise');
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

  it('says so in the words the API and the forms show', () => {
    expect(amountProblem(0)).toBe('must be more than zero');
    expect(amountProblem(MAX_AMOUNT + 1)).toBe('must be at most 100000000');
    expect(amountProblem(0.001)).toBe('must have at most two decimal places (whole kobo)');
  });
});
