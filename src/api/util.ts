// The util calls (spec part 1, section 7; part 2, section 7), one module each: a screen imports the
// module of the call it makes, so resending a code, reading interest rates and uploading a file do not
// travel together. The contracts and the mock server read them all from here.
export * from './interest.ts';
export * from './otp.ts';
export { NAIRA, ProductCode } from './products.ts';
export * from './uploads.ts';
