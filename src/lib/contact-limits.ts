// The longest contact message: the form stops typing there (maxLength), its call's schema states it,
// and the mock refuses anything longer, naming the field.
export const CONTACT_MESSAGE_MAX = 5000;
