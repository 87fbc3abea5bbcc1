// Server side of the form-enhance island: the form region itself, rendered by the page
// (blocks/form/FormBlock.tsx) and passed through unchanged; the React-free client script
// (form-enhance.client.ts) adds posting without a reload.
import type { ReactNode } from 'react';

export function FormEnhance({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
