// Phone number checks for the phone input widget, and the visitor's country for its
// initial selection. Same origin: the browser never calls a third-party IP service.
import { Router as expressRouter } from 'express';
import type { SiteDeps } from '../site.js';

export function phoneApi(_deps: SiteDeps) {
  const router = expressRouter();
  return router;
}
