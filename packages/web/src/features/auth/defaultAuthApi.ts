/** The AuthApi of the running app (the one Firebase app of src/app/firebase.ts); tests use a fake instead. */
import { auth } from '../../app/firebase';
import { createFirebaseAuthApi } from './firebaseAuthApi';

export const authApi = createFirebaseAuthApi(auth);
