import { describe, expect, it } from 'vitest';
import { findCardProblem, formatCardNumber, formatExpiry, passesLuhn } from './card';

const now = new Date('2026-11-15T12:00:00Z');
const check = (number: string, expiry = '12/30', cvc = '123') =>
  findCardProblem({ number, expiry, cvc }, now);

describe('card checks', () => {
  it('formats numbers in groups as typed, and expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/2')).toBe('12/2');
  });

  it('applies the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(check('4242 4242 4242 4241')?.message).toBe('Your card number is invalid.');
    expect(check('4242 4242 4242 4242')).toBeNull();
  });

  it('calls a short number incomplete and letters invalid', () => {
    expect(check('4242 4242')?.code).toBe('incomplete_number');
    expect(check('4242 4242 4242 424x')?.code).toBe('invalid_number');
  });

  it('takes this month as still valid and last month as past', () => {
    expect(check('4242424242424242', '11/26')).toBeNull();
    expect(check('4242424242424242', '10/26')?.message).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(check('4242424242424242', '1/27')).toBeNull();
    expect(check('4242424242424242', '00/27')?.code).toBe('invalid_expiry_month');
    expect(check('4242424242424242', '1227')).toMatchObject({
      field: 'expiry',
      code: 'incomplete_expiry',
    });
  });

  it('wants three CVC digits, four for American Express', () => {
    expect(check('4242424242424242', '12/30', '12')?.message).toBe(
      "Your card's security code is incomplete.",
    );
    expect(check('378282246310005', '12/30', '123')?.field).toBe('cvc');
    expect(check('378282246310005', '12/30', '1234')).toBeNull();
  });
});
