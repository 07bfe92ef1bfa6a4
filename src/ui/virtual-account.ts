// The customer's virtual account: where a transfer from any bank pays (the bank-transfer payment step) and
// where My Card and Bank Settings shows it.
export const NO_VIRTUAL_ACCOUNT = 'Your Virtual account has not been configured.';
