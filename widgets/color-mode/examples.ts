// Named examples of the colour mode switch, for the unit and browser tests.
import type { ColorModeProps } from './color-mode.js';

export const examples = {
  turkish: {
    labels: {
      legend: 'Görünüm',
      light: 'Açık',
      dark: 'Koyu',
      system: 'Sistem',
      forcedLight: 'Bu sayfa her zaman açık görünümde gösterilir.',
      forcedDark: 'Bu sayfa her zaman koyu görünümde gösterilir.',
    },
  },
  english: {
    labels: {
      legend: 'Appearance',
      light: 'Light',
      dark: 'Dark',
      system: 'System',
      forcedLight: 'This page is always shown in light mode.',
      forcedDark: 'This page is always shown in dark mode.',
    },
  },
} satisfies Record<string, ColorModeProps>;
