/**
 * Operator details for the legal pages (Impressum, Datenschutz, Kontakt, Nutzungsbedingungen). The values
 * come from the configuration of a deployment (OPERATOR_* entries of packages/web/.env.<project id>,
 * docs/operations.md, "Operator details"); articles write `{{operator.name}}` etc. and parseArticle
 * substitutes them. Local, development and test builds may use the clearly marked example values below; the
 * production build (packages/web/vite.config.ts) and `pnpm deploy:check` refuse a missing, bracketed or
 * example value with operatorDetailProblems' German message.
 */
export const OPERATOR_FIELDS = [
  'name',
  'address',
  'email',
  'phone',
  'register',
  'vatId',
  'responsible',
  'privacyContact',
] as const;

export type OperatorField = (typeof OPERATOR_FIELDS)[number];
export type OperatorDetails = Readonly<Record<OperatorField, string>>;

interface FieldInfo {
  /** The configuration entry (packages/web/.env.<project id>). */
  env: string;
  /** German name of the field in messages. */
  label: string;
}

export const OPERATOR_FIELD_INFO: Readonly<Record<OperatorField, FieldInfo>> = {
  // Anbieter nach § 5 DDG, Verantwortlicher nach Art. 4 Nr. 7 DSGVO.
  name: { env: 'OPERATOR_NAME', label: 'Name des Betreibers' },
  address: { env: 'OPERATOR_ADDRESS', label: 'Anschrift (Straße, PLZ, Ort)' },
  email: { env: 'OPERATOR_EMAIL', label: 'E-Mail-Adresse' },
  phone: { env: 'OPERATOR_PHONE', label: 'Telefonnummer' },
  register: { env: 'OPERATOR_REGISTER', label: 'Registereintrag (Registergericht und -nummer)' },
  vatId: { env: 'OPERATOR_VAT_ID', label: 'Umsatzsteuer-Identifikationsnummer' },
  // § 18 Abs. 2 MStV.
  responsible: { env: 'OPERATOR_RESPONSIBLE', label: 'Inhaltlich verantwortliche Person (§ 18 Abs. 2 MStV)' },
  privacyContact: { env: 'OPERATOR_PRIVACY_CONTACT', label: 'Kontakt für Datenschutzanfragen' },
};

/**
 * Example values for local, development and test builds: visibly examples on the page, and refused by the
 * production build and deploy:check.
 */
export const EXAMPLE_OPERATOR: OperatorDetails = {
  name: 'Beispiel-Träger e. V. (Beispielangabe)',
  address: 'Beispielstraße 1, 12345 Beispielstadt (Beispielangabe)',
  email: 'kontakt@example.org',
  phone: '+49 30 1234567 (Beispielangabe)',
  register: 'Vereinsregister Amtsgericht Beispielstadt, VR 0000 (Beispielangabe)',
  vatId: 'DE000000000 (Beispielangabe)',
  responsible: 'Erika Beispiel, Anschrift wie oben (Beispielangabe)',
  privacyContact: 'datenschutz@example.org',
};

const EXAMPLE_VALUES = new Set(Object.values(EXAMPLE_OPERATOR));

/** Why `value` is no real operator detail: missing, a bracketed placeholder or an example; null when fine. */
function problemOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return 'fehlt';
  if (/\[[^\]]*\]/.test(text) || /eintragen/i.test(text)) return 'ist ein Platzhalter';
  if (EXAMPLE_VALUES.has(text) || /beispiel|example\.(org|com|net)/i.test(text))
    return 'ist ein Beispielwert';
  return null;
}

/**
 * German messages for every operator detail a published site cannot have: missing, placeholder or example
 * value, each naming the field and its configuration entry. `where` names the file to fix.
 */
export function operatorDetailProblems(
  values: Partial<Record<OperatorField, string>>,
  where = 'packages/web/.env.<Projekt-ID>',
): string[] {
  return OPERATOR_FIELDS.flatMap((field) => {
    const problem = problemOf(values[field]);
    if (!problem) return [];
    const { env, label } = OPERATOR_FIELD_INFO[field];
    return [
      `Betreiberangabe „${label}“ (${env}) ${problem}: die echte Angabe in ${where} eintragen ` +
        '(docs/operations.md, „Operator details“).',
    ];
  });
}

/** The operator details of a configuration (`OPERATOR_*` entries); absent entries stay absent. */
export function operatorDetailsFromEnv(
  env: Readonly<Record<string, unknown>>,
): Partial<Record<OperatorField, string>> {
  const details: Partial<Record<OperatorField, string>> = {};
  for (const field of OPERATOR_FIELDS) {
    const value = env[OPERATOR_FIELD_INFO[field].env];
    if (typeof value === 'string' && value.trim() !== '') details[field] = value.trim();
  }
  return details;
}

/** The placeholder map parseArticle fills in: `operator.name` → value. */
export function operatorPlaceholders(details: OperatorDetails): Readonly<Record<string, string>> {
  return Object.fromEntries(OPERATOR_FIELDS.map((field) => [`operator.${field}`, details[field]]));
}

/** parseArticle's default: the example values (tests, tools); the web app passes the configured ones. */
export const OPERATOR_PLACEHOLDERS = operatorPlaceholders(EXAMPLE_OPERATOR);
