/** Icon button in the top bar that switches between light and dark view. */
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import LazyTooltip from '../../components/LazyTooltip';
import { selectViewMode, viewModeToggled } from './viewModeSlice';

export default function ViewModeToggle() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectViewMode);
  const label = mode === 'dark' ? 'Helle Ansicht' : 'Dunkle Ansicht';
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => dispatch(viewModeToggled())}>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </LazyTooltip>
  );
}
