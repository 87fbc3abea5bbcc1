import { mountWith } from '../islands/mount.js';
import { PhoneInput } from './phone-input.js';

export const mount = mountWith(PhoneInput);
