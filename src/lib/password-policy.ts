// The password rule of sign-up and reset: 8 to 15 characters, upper and lower case, a number, a symbol.
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,15}$/;
