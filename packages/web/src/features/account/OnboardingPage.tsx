/**
 * /app/willkommen — the first-run page after sign-up (docs/product.md, "Onboarding"): the institution's
 * name (required, it heads the parents' menu), the default headcounts per age group and an optional
 * letterhead for printed pages. 'Speichern und loslegen' saves all three in one `user/updateProfile` and
 * opens the Speiseplan;
 * 'Später' goes there without saving, and the Speiseplan keeps reminding of the missing name. Only the
 * Küchenleitung sets these up: a cook or reader who opens the address goes to the Speiseplan instead.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasFeature, type Headcounts } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import HeadcountInputs from '../../components/HeadcountInputs';
import PageTitle from '../../components/PageTitle';
import { onboardingSkipped, profileSubmitted, selectProfileForm } from './accountSlice';
import { checkInstitutionName, checkLetterhead } from './institutionFields';
import LetterheadField from './LetterheadField';

type Errors = { name?: string; letterhead?: string };

export default function OnboardingPage() {
  const user = useAppSelector((state) => state.auth.user);
  const mayManage = useMay('manageKitchen');
  if (!user) return null; // the route's login check lets only a signed-in kitchen in
  const next = hasFeature(user.features, 'plan') ? '/app/plan' : '/app';
  // The kitchen's name, heads and letterhead are the Küchenleitung's (platform/roles.ts).
  if (!mayManage) return <Navigate to={next} replace />;
  return <OnboardingForm name={user.name} heads={user.heads} letterhead={user.letterhead} next={next} />;
}

function OnboardingForm(props: { name: string; heads: Headcounts; letterhead: string; next: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const command = useAppSelector(selectProfileForm('onboarding'));
  const [name, setName] = useState(props.name);
  const [heads, setHeads] = useState(props.heads);
  const [letterhead, setLetterhead] = useState(props.letterhead);
  const [errors, setErrors] = useState<Errors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const letterheadRef = useRef<HTMLTextAreaElement>(null);
  // Only this page's own submit leads on: a 'saved' from an earlier visit does not.
  const submitted = useRef(false);

  const { next } = props;
  useEffect(() => {
    if (submitted.current && command.status === 'done') void navigate(next);
  }, [command.status, navigate, next]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedName = checkInstitutionName(name);
    const checkedLetterhead = checkLetterhead(letterhead);
    setErrors({ name: checkedName.error, letterhead: checkedLetterhead.error });
    if (checkedName.error !== undefined) nameRef.current?.focus();
    else if (checkedLetterhead.error !== undefined) letterheadRef.current?.focus();
    if (checkedName.value === undefined || checkedLetterhead.value === undefined) return;
    submitted.current = true;
    dispatch(
      profileSubmitted({
        form: 'onboarding',
        changes: { name: checkedName.value, heads, letterhead: checkedLetterhead.value },
      }),
    );
  };

  const later = () => {
    dispatch(onboardingSkipped());
    void navigate(next);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} sx={{ maxWidth: 760 }}>
      <PageTitle title="Willkommen" />
      <Typography variant="h1">Willkommen</Typography>
      <Typography>
        Schön, dass Sie da sind. Mit drei Angaben ist Ihr Speiseplaner bereit; alles lässt sich später unter
        „Mein Konto“ ändern.
      </Typography>
      {command.status === 'failed' && command.error ? <Alert severity="error">{command.error}</Alert> : null}

      <TextField
        label="Name der Einrichtung"
        required
        value={name}
        inputRef={nameRef}
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name)
            setErrors((old) => ({ ...old, name: checkInstitutionName(event.target.value).error }));
        }}
        error={errors.name !== undefined}
        helperText={errors.name ?? 'Er steht auf dem Aushang für die Eltern, zum Beispiel „Kita Regenbogen“.'}
      />

      <Stack spacing={1.5} component="section" aria-labelledby="willkommen-heads">
        <Typography id="willkommen-heads" variant="h2">
          Personenzahlen je Altersgruppe
        </Typography>
        <Typography>
          Wie viele Personen essen an einem üblichen Tag mit? Die Zahlen gelten für neue Speiseplanwochen und
          lassen sich je Tag ändern.
        </Typography>
        <HeadcountInputs heads={heads} onChange={setHeads} />
      </Stack>

      <LetterheadField
        value={letterhead}
        inputRef={letterheadRef}
        error={errors.letterhead}
        onChange={(text) => {
          setLetterhead(text);
          if (errors.letterhead) setErrors((old) => ({ ...old, letterhead: checkLetterhead(text).error }));
        }}
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ '& > *': { minHeight: 40 } }}>
        <Button type="submit" variant="contained" loading={command.status === 'sending'}>
          Speichern und loslegen
        </Button>
        <Button variant="outlined" color="inherit" onClick={later}>
          Später
        </Button>
      </Stack>
    </Stack>
  );
}
