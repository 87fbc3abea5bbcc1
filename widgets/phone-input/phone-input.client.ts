// The phone input, hydrated with React on its own mount node (the component is the server's:
// phone-input.tsx).
import { PhoneInput } from './phone-input.js';
import { hydrator } from '../islands/hydrate.js';

export const mount = hydrator(PhoneInput);
