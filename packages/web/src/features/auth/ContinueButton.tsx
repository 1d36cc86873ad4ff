/** 'Weiter' after an action: goes to a path on this site (already checked by successUrl). */
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';

interface Props {
  path: string;
  label: string;
}

export default function ContinueButton({ path, label }: Props) {
  const navigate = useNavigate();
  return (
    <Button variant="contained" onClick={() => void navigate(path)} sx={{ alignSelf: 'flex-end' }}>
      {label}
    </Button>
  );
}
