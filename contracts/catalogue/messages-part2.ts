// Every message, empty state and timed toast, popup or redirect of part 2, verbatim (typos kept).
import type { MessageEntry, MessageKind } from './types.ts';

type Row = [id: string, text: string | null, kind: MessageKind, screen: string, extra?: Partial<MessageEntry>];

const rows = (section: string, routes: string[], list: Row[]): MessageEntry[] =>
  list.map(([id, text, kind, screen, extra]) => ({ id: `p2.${id}`, text, kind, part: 'part2', section, routes, screen, ...extra }));

const v = (id: string, text: string, screen: string): Row => [id, text, 'validation', screen];

export const part2Messages: MessageEntry[] = [
  ...rows('§2', ['app.savings'], [
    ['savings.no-core', 'No core Accounts', 'empty', 'Core Savings list'],
    ['savings.no-stash', 'No stash accounts', 'empty', 'Stash list'],
    ['savings.no-accounts', 'No Accounts', 'empty', 'savings home list'],
  ]),
  ...rows('§5', ['app.savings.create2'], [
    v('plan1.name', 'Enter a Plan name', 'plan step 1: name'),
    v('plan1.currency', 'Select a Currrency Type', 'plan step 1: currency'),
    v('plan1.target', 'A target amount is required', 'plan step 1: target'),
    v('plan1.date', 'Enter a Date', 'plan step 1: start and end date'),
  ]),
  ...rows('§5', ['app.savings.create3'], [v('plan2.required', 'A plan Name is Required', 'plan step 2: frequency and earnInterest')]),
  ...rows('§5', ['app.groupsavings1'], [
    v('group1.name', 'Enter a Plan name', 'group step 1: name'),
    v('group1.currency', 'Select a Currrency Type', 'group step 1: ccy'),
    v('group1.target', 'A target amount is required', 'group step 1: target'),
    v('group1.date', 'Enter a Date', 'group step 1: tgtDate'),
  ]),
  ...rows('§5', ['app.groupsavings2'], [v('group2.decide', 'Coose an Option', 'private group: decide')]),
  ...rows('§5', ['app.groupsavings3'], [
    v('group3.start', 'Enter a Start Date', 'group schedule: start'),
    v('group3.freq', 'Select a Frequency', 'group schedule: freq'),
    v('group3.earn', 'Enter an Amount', 'group schedule: earn'),
  ]),
  ...rows('§5', ['app.groupsavings.joingroup1'], [v('join.required', 'A plan Name is Required', 'join schedule: freq, earn, start')]),
  ...rows('§5', ['app.groupsavings'], [v('groupcode.required', 'The Group code is required', 'join-by-code modal')]),
  ...rows('§8', ['app.groupsavings'], [
    ['groupcode.message', null, 'timer', 'a group-code message shows for 3 s (text: the server messages)', { durationMs: 3000 }],
  ]),
  ...rows('§9', ['app.groupsavings4', 'app.groupsavings.joingroup2'], [['group.rate', '10% per annum', 'notice', 'group and public breakdowns: fixed rate']]),
  ...rows('§5', ['app.savings.pursestep1'], [
    v('purse1.name', 'A Purse Name is Required', 'purse step 1: name'),
    v('purse1.currency', 'Select your preferred Currency', 'purse step 1: ccyCode'),
    v('purse1.frequency', 'Select your preferred Frequency options', 'purse step 1: crFreq'),
    v('purse1.date', 'Enter a Date', 'purse step 1: startDate'),
    v('purse1.amount', 'Enter your preferred Amount', 'purse step 1: amount'),
  ]),
  ...rows('§5', ['app.savings.pursestep2'], [
    v('purse2.autowithdraw', 'A Plan Name is Required', 'purse step 2: autoWithdraw'),
    v('purse2.drfreq', 'Choose a Date', 'purse step 2: drFreq'),
    v('purse2.drpct', 'Choose or Enter Percentage', 'purse step 2: drPct'),
  ]),
  ...rows('§9', ['app.savings.pursestep3'], [['purse.rate', '3% per annum', 'notice', 'purse breakdown: fixed rate']]),
  ...rows('§5', ['app.savings.fundpurse'], [v('fundpurse.amount', 'Enter an Amount', 'fund purse: amount')]),
  ...rows('§5', ['app.stash.otp', 'app.savings.otp', 'app.otpwithdraw'], [v('otp.required', 'OTP is required', 'card and withdrawal OTP: token')]),
  ...rows('§5', ['app.account.beneficiary'], [v('beneficiary.identifier', 'This field is required', 'add beneficiary: identifier')]),
  ...rows('§8', ['app.account.beneficiary'], [
    ['beneficiary.empty', 'No Beneficiary has been saved!', 'empty', 'beneficiary list'],
    ['beneficiary.resolve-failure', null, 'timer', 'a failed resolution shows its message for 3 s', { durationMs: 3000 }],
  ]),
  ...rows('§5', ['app.account.changepassword'], [
    v('password.old', 'Enter your Old Password', 'Change Password: oldPassword'),
    v('password.required', 'This field is required', 'Change Password: password'),
    v('password.mismatch', 'Both password need to be the same', 'Change Password: confirmPassword'),
    v('pin.old', 'Enter your Old Pin', 'Change Pin: oldPin'),
    v('pin.required', 'This field is required', 'Change Pin: pin'),
    v('pin.mismatch', 'Both pin need to be the same', 'Change Pin: confirmPin'),
  ]),
  ...rows('§5', ['app.account.profile'], [
    v('kin.firstname', 'Enter your firstName', 'Next of Kin: firstName'),
    v('kin.lastname', 'Enter your lastName', 'Next of Kin: lastName'),
    v('kin.email', 'Enter your Email', 'Next of Kin: email'),
    v('kin.phone', 'Enter your Phone Number', 'Next of Kin: phoneNumber'),
    v('kin.state', 'Enter your State', 'Next of Kin: state'),
    v('kin.address', 'Enter your Address', 'Next of Kin: address'),
    v('kin.password', 'Enter your Password', 'Next of Kin: password'),
    v('profile.address', 'Enter your Address', 'My Profile: address'),
    v('profile.password', 'Enter your Password', 'My Profile: password'),
  ]),
  ...rows('§8', ['app.account.profile'], [
    ['kin.updated', 'Next of Kin Updated!', 'toast', 'Next of Kin saved', { durationMs: 3000 }],
    ['profile.updated', 'Profile Updated', 'toast', 'profile saved', { durationMs: 3000 }],
  ]),
  ...rows('§5', ['app.account.mycard'], [
    v('bank.number-short', 'Account Number is too short!', 'Withdrawal account: accountNumber'),
    v('bank.number-long', 'Account Number is too Long!', 'Withdrawal account: accountNumber'),
    v('bank.number-required', 'Account Number is Required', 'Withdrawal account: accountNumber'),
    v('bank.bank-required', 'A Bank name is Required', 'Withdrawal account: bankCode'),
    v('bank.pin-length', 'Pin must be 4 digits', 'Withdrawal account: pin'),
    v('bank.pin-required', 'Pin is Required', 'Withdrawal account: pin'),
  ]),
  ...rows('§8', ['app.account.mycard'], [
    ['bank.added', 'Account successfully added', 'toast', 'Withdrawal account added', { durationMs: 2000, then: 'the page reloads' }],
    ['bank.deleted', 'Account successfully deleted', 'toast', 'Withdrawal account deleted', { durationMs: 2000 }],
    ['card.deleted', 'Debit Card deleted!', 'toast', 'My Debit Cards: card deleted', { durationMs: 2000, then: 'the page reloads' }],
  ]),
  ...rows('§8', ['app.account.refer'], [['refer.copied', 'Referral Code copied!', 'toast', 'Copy button', { durationMs: 1500 }]]),
  ...rows('§5', ['app.account.transfer'], [v('transfer.required', 'This field is required', 'transfer: email, amount, save')]),
  ...rows('§2', ['app.account.transfer'], [['transfer.success', 'Fantastic! Successful fund transfer', 'notice', 'transfer success']]),
  ...rows('§5', ['app.account.withdraw'], [
    v('withdraw.pin-short', 'Pin is too short!', 'withdrawal: pin'),
    v('withdraw.pin-long', 'Pin is too Long!', 'withdrawal: pin'),
    v('withdraw.pin-required', 'Pin is Required', 'withdrawal: pin'),
    v('withdraw.amount', 'Amount is Required', 'withdrawal: amount'),
    v('withdraw.account', 'Select Account', 'withdrawal: accountId'),
  ]),
  ...rows('§5', [], [
    v('feedback.frequency', 'Frequency is Required', 'questionnaire (route not shown): frequency'),
    v('feedback.earnings', 'Your monthly earnings is Required', 'questionnaire: mEarn'),
    v('feedback.expenses', 'Your monthly expenses is Required', 'questionnaire: mExp'),
    v('feedback.saving', 'Your monthly savings option is required', 'questionnaire: savingPercent'),
    v('feedback.issaving', 'This field is required', 'questionnaire: isSaving'),
    v('feedback.projection', 'Your projection is required', 'questionnaire: projection'),
  ]),
  ...rows('§5', ['site.contact'], [
    v('contact.name', 'Name is Required', 'contact form: name'),
    v('contact.email-invalid', 'Invalid email', 'contact form: email'),
    v('contact.email-required', 'Email is Required', 'contact form: email'),
    v('contact.message-short', 'Message is too short', 'contact form: message'),
    v('contact.message-required', 'A Message is Required', 'contact form: message'),
  ]),
  ...rows('§4', ['site.contact'], [
    ['contact.success', 'Submitted Successfully!', 'notice', 'contact form: success, no button; the form resets', { durationMs: 2000 }],
  ]),
  ...rows('§9', [], [
    ['timing.success-dialogs', null, 'timer', 'success dialogs close after 1.5 to 2 s', {
      durationMs: 1500, deviation: 'README: the payment success overlay stays until GO TO DASHBOARD',
    }],
  ]),
];
