// A mouse press or tap on a control beside the field being typed in (Resend OTP, Why we need your BVN)
// leaves the focus in that field: the field is not left, so it shows no message for being left empty
// ('OTP is required' beside 'A new OTP has been sent'), and the customer types on once the code
// arrives. The control still acts on click, and the keyboard still moves focus as usual.
import type { MouseEvent } from 'react';

export const stayInField = (event: MouseEvent) => event.preventDefault();
