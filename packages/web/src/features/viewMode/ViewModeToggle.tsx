/** Icon button in the top bar that switches between light and dark view. */
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTheme } from '@mui/material/styles';
import { useAppDispatch } from '../../platform/hooks';
import LazyTooltip from '../../components/LazyTooltip';
import { viewModeToggled } from './viewModeSlice';

export default function ViewModeToggle() {
  const dispatch = useAppDispatch();
  // The mode shown (app/ThemeRoot.tsx): a prerendered page is light until hydration is done.
  const mode = useTheme().palette.mode;
  const label = mode === 'dark' ? 'Helle Ansicht' : 'Dunkle Ansicht';
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => dispatch(viewModeToggled())}>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </LazyTooltip>
  );
}
