// Masking of personal numbers shown back to the customer (spec part 1, section 9).

/**
 * Hides characters 8 to 11 (1-based) of a phone number: '+2348031234567' shows as '+234803****567'. Spaces
 * typed inside the number are dropped first, so four digits are hidden however it was written.
 */
export function maskPhone(phone: string): string {
  const chars = [...phone.replace(/\s/g, '')];
  return chars.map((c, i) => (i >= 7 && i <= 10 ? '*' : c)).join('');
}
