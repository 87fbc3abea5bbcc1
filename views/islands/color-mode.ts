// The colour mode switch's labels in the page's language.
import { useView } from '../context.js';
import type { ColorModeProps } from '../../widgets/color-mode/color-mode.js';

export function useColorModeProps(): ColorModeProps {
  const { t } = useView();
  return {
    labels: {
      legend: t('Görünüm'), light: t('Açık'), dark: t('Koyu'), system: t('Sistem'),
      forcedLight: t('Bu sayfa her zaman açık görünümde gösterilir.'), forcedDark: t('Bu sayfa her zaman koyu görünümde gösterilir.'),
    },
  };
}
