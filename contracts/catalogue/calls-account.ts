// The account area, questionnaire, blog and contact form: sheet rows 39-61, part 2 §3 and §7, and the
// README's definition of the contact call. Read from the documents, not from src/.
import type { CallEntry } from './types.ts';

const PLATFORM = ['platform.source', 'platform.id'];
const KIN = ['firstName', 'lastName', 'email', 'phoneNumber', 'state', 'address', 'password'];
const NEXT_OF_KIN = '/api/v1/user/nextofkin';
const BANK_ACCOUNT = '/api/v1/user/bankaccount';
const BENEFICIARY = '/api/v1/user/beneficiary';
const WITHDRAW = '/api/v1/transfer/savingswithdraw';

const portfolio = (group: string, fields: string[]) => fields.map((f) => `${group}.${f}`);

export const accountCalls: CallEntry[] = [
  {
    id: 'user.bankaccount.get', sheet: [39], spec: ['part2 §3', 'part2 §7'], title: 'The linked withdrawal bank account',
    method: 'GET', path: BANK_ACCOUNT, auth: true,
    response: { shape: 'object', fields: ['id', 'aName', 'number', 'bName'] },
  },
  {
    id: 'user.portfolio_summary', sheet: [40], spec: ['part1 §7', 'part2 §3', 'part2 §7'], title: 'Portfolio summary',
    method: 'PUT', path: '/api/v1/user/portfolio_summary', auth: true,
    response: {
      shape: 'object',
      fields: [
        ...portfolio('savings', ['totalSavingsBal', 'totalNaira', 'totalNairaInterest', 'totalDollar', 'totalDollarInterest']),
        ...portfolio('investment', ['totalInvetmentBal', 'investmentNairaBal', 'investmentDollarBal']),
        ...portfolio('myPurse', ['totalPurseBal', 'purseNairaBal', 'purseDollarBal']),
      ],
    },
    alsoAccept: { method: 'GET', source: 'part2 §7 writes GET' },
    note: 'PUT with no body (sheet, conflict 3). totalInvetmentBal is spelt so.',
  },
  {
    id: 'user.profile.get', sheet: [41], spec: ['part2 §3', 'part2 §7'], title: 'Profile',
    method: 'GET', path: '/api/v1/user/profile', auth: true,
    response: {
      shape: 'object',
      fields: ['firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth', 'address', 'state', 'profilePic', 'idCard'],
    },
    note: 'The original does not read state (sheet, conflict 10); part 2 §3 lists it.',
  },
  {
    id: 'user.profile.update', sheet: [42], spec: ['part2 §3', 'part2 §7'], title: 'Update the profile',
    method: 'PUT', path: '/api/v1/user/profile', auth: true,
    body: ['address', 'state', 'password', 'profileImageRef?', 'idCardRef?'],
    response: { shape: 'unread' },
  },
  {
    id: 'user.nextofkin.get', sheet: [43], spec: ['part1 §7', 'part2 §3', 'part2 §7'], title: 'Next of kin',
    method: 'GET', path: NEXT_OF_KIN, auth: true,
    response: { shape: 'object', fields: KIN },
  },
  {
    id: 'user.nextofkin.create', sheet: [44], spec: ['part2 §4', 'part2 §7'], title: 'Add the next of kin',
    method: 'POST', path: NEXT_OF_KIN, auth: true, body: KIN, response: { shape: 'unread' },
    note: 'The original also sent one more POST after every save.',
  },
  {
    id: 'user.nextofkin.update', sheet: [44], spec: ['part2 §4', 'part2 §7'], title: 'Update the next of kin',
    method: 'PUT', path: NEXT_OF_KIN, auth: true, body: KIN, response: { shape: 'unread' },
  },
  {
    id: 'identity.password.change', sheet: [45], spec: ['part2 §7'], title: 'Change the password',
    method: 'PUT', path: '/api/v1/identity/password', auth: true,
    body: ['oldPsswrd', 'newPsswrd', ...PLATFORM], response: { shape: 'unread' },
    note: 'oldPsswrd and newPsswrd are spelt so.',
  },
  {
    id: 'user.pin.change', sheet: [46], spec: ['part2 §7'], title: 'Change the PIN',
    method: 'PUT', path: '/api/v1/user/pin', auth: true,
    body: ['oldPin', 'newPin', ...PLATFORM], response: { shape: 'unread' },
    note: 'Part 2 §7 says PUT or POST; POST on the same path is the create-PIN call.',
  },
  {
    id: 'user.referral', sheet: [47], spec: ['part2 §7'], title: 'Referral code',
    method: 'GET', path: '/api/v1/user/referral', auth: true, response: { shape: 'scalar' },
    note: 'data is the code itself.',
  },
  {
    id: 'util.bank', sheet: [48], spec: ['part2 §3', 'part2 §7'], title: 'Bank list',
    method: 'GET', path: '/api/v1/util/bank', auth: true, response: { shape: 'array', fields: ['code', 'name'] },
  },
  {
    id: 'user.bankaccount.add', sheet: [49], spec: ['part2 §7'], title: 'Add the withdrawal bank account',
    method: 'POST', path: BANK_ACCOUNT, auth: true, body: ['accountNumber', 'bankCode', 'pin'], response: { shape: 'unread' },
  },
  {
    id: 'user.bankaccount.delete', sheet: [50], spec: ['part2 §7'], title: 'Delete the withdrawal bank account',
    method: 'DELETE', path: BANK_ACCOUNT, auth: true, query: ['id'], body: ['id?'], response: { shape: 'unread' },
    note: 'The original sent the id both as ?id= and in a JSON body (sheet, conflict 9).',
  },
  {
    id: 'user.card.delete', sheet: [51], spec: ['part2 §7'], title: 'Delete a debit card',
    method: 'DELETE', path: '/api/v1/user/card', auth: true, query: ['id'], body: ['id?'], response: { shape: 'unread' },
    note: 'The original sent the id both as ?id= and in a JSON body (sheet, conflict 9).',
  },
  {
    id: 'user.beneficiary.list', sheet: [52], spec: ['part2 §3', 'part2 §7'], title: 'Beneficiaries',
    method: 'GET', path: BENEFICIARY, auth: true, response: { shape: 'array', fields: ['id', 'name', 'email'] },
  },
  {
    id: 'user.resolve_beneficiary', sheet: [53], spec: ['part1 §3', 'part1 §7', 'part2 §3', 'part2 §7'], title: 'Resolve a person by e-mail or phone',
    method: 'POST', path: '/api/v1/user/resolve_beneficiary', auth: true,
    body: ['identifier', 'type'], response: { shape: 'object', fields: ['id', 'name'] },
    note: "type is '0' for an e-mail, '1' for a phone; data is merged with the request.",
  },
  {
    id: 'user.beneficiary.add', sheet: [54], spec: ['part1 §7', 'part2 §7'], title: 'Save a beneficiary',
    method: 'POST', path: BENEFICIARY, auth: true, body: ['id'], response: { shape: 'unread' },
  },
  {
    id: 'user.beneficiary.delete', sheet: [55], spec: ['part2 §7'], title: 'Remove a beneficiary',
    method: 'DELETE', path: BENEFICIARY, auth: true, body: ['id'], response: { shape: 'unread' },
  },
  {
    id: 'transfer.transfertobeneficiary', sheet: [56], spec: ['part2 §7'], title: 'Transfer from the wallet to a beneficiary',
    method: 'POST', path: '/api/v1/transfer/TransferToBeneficiary', auth: true,
    body: ['beneficiaryId', 'amount', 'saveBeneficiary'], response: { shape: 'unread' },
    note: 'The original sent /api/v1transfer/... (missing slash, fixed). beneficiaryId is the e-mail.',
  },
  {
    id: 'transfer.savingswithdraw.start', sheet: [57], spec: ['part2 §4', 'part2 §7'], title: 'Start a withdrawal (an OTP is sent)',
    method: 'POST', path: WITHDRAW, auth: true,
    body: ['pin', 'amount', 'reason', 'remark', 'accountId'], response: { shape: 'object', fields: ['id'] },
  },
  {
    id: 'transfer.savingswithdraw.confirm', sheet: [58], spec: ['part2 §4', 'part2 §7'], title: 'Confirm a withdrawal with the OTP',
    method: 'PUT', path: WITHDRAW, auth: true, body: ['token', 'transId'], response: { shape: 'unread' },
    note: 'transId holds the challenge id.',
  },
  {
    id: 'util.feedback', sheet: [59], spec: ['part1 §7', 'part2 §3', 'part2 §7'], title: 'Submit the savings questionnaire',
    method: 'POST', path: '/api/v1/util/feedback', auth: true,
    body: ['frequency', 'mEarn', 'mExp', 'savingPercent', 'isSaving', 'projection'], response: { shape: 'unread' },
  },
  {
    id: 'util.blogposts', sheet: [60], spec: ['part2 §2', 'part2 §7', 'README'], title: 'Blog posts',
    method: 'GET', path: '/api/v1/util/blogposts', auth: true,
    response: { shape: 'array', fields: ['id', 'title', 'summary', 'body', 'source', 'date', 'image'] },
    note: 'The original read no field of a post (only the count); the README defines the shape this client shows (issue 14).',
  },
  {
    id: 'util.contact', sheet: [61], spec: ['part2 §3', 'part2 §4', 'part2 §7', 'README'], title: 'Contact form message',
    method: 'POST', path: '/api/v1/util/contact', auth: false, body: ['name', 'email', 'message'], response: { shape: 'unread' },
    note: "The original posted to the page's own address; the README defines this call.",
  },
];
