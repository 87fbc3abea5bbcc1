// `npm run preview-token [minutes]`: prints a signed preview token for PREVIEW_SECRET, to
// append as ?preview=<token> to any page URL to see unpublished content.
import { loadConfig } from '../server/config.js';
import { createPreviewToken, MAX_PREVIEW_SECONDS } from '../server/preview.js';

const config = loadConfig();
if (!config.previewSecret) {
  console.error('PREVIEW_SECRET is not set: preview is off. Set it (16+ characters) in the server\'s environment and here.');
  process.exit(1);
}
const minutes = Number(process.argv[2] ?? 60);
if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_PREVIEW_SECONDS / 60) {
  console.error(`minutes must be between 1 and ${MAX_PREVIEW_SECONDS / 60}`);
  process.exit(1);
}
console.log(createPreviewToken(config.previewSecret, Math.round(minutes * 60)));
