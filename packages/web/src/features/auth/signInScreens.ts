/** The screens of the sign-in widget and the data each carries (docs/product.md, "Sign-in widget"). */
import type { PhoneConfirmation } from './authApi';

export type SignInScreen =
  | { name: 'providers'; notice?: string }
  | { name: 'email'; email: string }
  | { name: 'password'; email: string; notice?: string }
  /** `password`: what was typed on the sign-in screen, so a new address does not lose it. */
  | { name: 'signUp'; email: string; notice?: string; password?: string }
  | { name: 'recover'; email: string }
  | { name: 'recoverSent'; email: string }
  | { name: 'linkSent'; email: string }
  | { name: 'phone'; notice?: string; phoneInput?: string; country?: string }
  | {
      name: 'phoneCode';
      phoneNumber: string;
      phoneInput: string;
      country: string;
      confirmation: PhoneConfirmation;
    }
  | { name: 'unauthorised' };

export const START_SCREEN: SignInScreen = { name: 'providers' };
