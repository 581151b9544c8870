export {
  COLOR_MODE_CHOICES,
  type ColorModeChoice,
  ColorModeSelect,
  type ColorModeSelectProps,
} from './ColorModeSelect.tsx';
