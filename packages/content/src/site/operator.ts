/**
 * Operator details for the legal pages (Impressum, Datenschutz, Kontakt, Nutzungsbedingungen,
 * Barrierefreiheit). The values come from the configuration of a deployment (OPERATOR_* entries of
 * packages/web/.env.<project id>, docs/operations.md, "Operator details"); articles write
 * `{{operator.name}}` etc. and parseArticle substitutes them. Local, development and test builds may use
 * the clearly marked example values below; the production build (packages/web/vite.config.ts) and
 * `pnpm deploy:check` refuse a missing, bracketed or example value with operatorDetailProblems' German
 * message.
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
  'legalForm',
  'representative',
  'mailProvider',
  'mailProviderSeat',
  'mailServerLocation',
  'kind',
] as const;

/**
 * What kind of body runs the site; it decides who enforces accessibility (the statement's
 * `:::betreiber{art="…"}` blocks, docs/operations.md, "Operator details"): `privat` a company, association
 * or gGmbH (BFSG), `bund` a public body of the Federation (BGG), `land` a public body of a Land or a
 * municipality (the Land's own law).
 */
export const OPERATOR_KINDS = ['privat', 'bund', 'land'] as const;
export type OperatorKind = (typeof OPERATOR_KINDS)[number];

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
  // § 5 Abs. 1 Nr. 1 DDG: a legal person names its legal form and who represents it.
  legalForm: { env: 'OPERATOR_LEGAL_FORM', label: 'Rechtsform' },
  representative: { env: 'OPERATOR_REPRESENTATIVE', label: 'Vertretungsberechtigte Person' },
  // The SMTP provider behind the Trigger-Email extension, a processor under Art. 28 DSGVO.
  mailProvider: { env: 'OPERATOR_MAIL_PROVIDER', label: 'E-Mail-Dienstleister (Name)' },
  mailProviderSeat: { env: 'OPERATOR_MAIL_PROVIDER_SEAT', label: 'Sitz des E-Mail-Dienstleisters' },
  mailServerLocation: {
    env: 'OPERATOR_MAIL_SERVER_LOCATION',
    label: 'Serverstandort des E-Mail-Dienstleisters',
  },
  kind: { env: 'OPERATOR_KIND', label: 'Art des Betreibers (privat, bund oder land)' },
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
  legalForm: 'eingetragener Verein (e. V.) (Beispielangabe)',
  representative: 'Vorstand: Erika Beispiel und Max Beispiel (Beispielangabe)',
  mailProvider: 'Beispiel-Mail GmbH (Beispielangabe)',
  mailProviderSeat: 'Beispielweg 2, 12345 Beispielstadt (Beispielangabe)',
  mailServerLocation: 'Deutschland (Beispielangabe)',
  // A real choice, not an example: the example operator is an association.
  kind: 'privat',
};

const EXAMPLE_VALUES = new Set(
  OPERATOR_FIELDS.filter((field) => field !== 'kind').map((field) => EXAMPLE_OPERATOR[field]),
);

/** Whether `value` is one of OPERATOR_KINDS. */
export function isOperatorKind(value: string | undefined): value is OperatorKind {
  return (OPERATOR_KINDS as readonly string[]).includes(value ?? '');
}

/**
 * Why `value` is no real operator detail: missing, a bracketed placeholder or an example (the kind: none of
 * OPERATOR_KINDS); null when fine.
 */
function problemOf(field: OperatorField, value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return 'fehlt';
  if (field === 'kind') {
    return isOperatorKind(text) ? null : `ist „${text}“, erlaubt sind nur „privat“, „bund“ oder „land“`;
  }
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
    const problem = problemOf(field, values[field]);
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

/**
 * The placeholder map parseArticle fills in: `operator.name` → value; `operator.kind` also picks the
 * `:::betreiber{art="…"}` blocks.
 */
export function operatorPlaceholders(details: OperatorDetails): Readonly<Record<string, string>> {
  return Object.fromEntries(OPERATOR_FIELDS.map((field) => [`operator.${field}`, details[field]]));
}

/** parseArticle's default: the example values (tests, tools); the web app passes the configured ones. */
export const OPERATOR_PLACEHOLDERS = operatorPlaceholders(EXAMPLE_OPERATOR);
