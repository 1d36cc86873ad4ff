/**
 * Operator details for the legal pages (Impressum, Datenschutz, Kontakt, Nutzungsbedingungen).
 * The ONLY place these values live: articles write `{{operator.name}}` etc. and parseArticle substitutes
 * them. Until the operator is known the values are bracketed placeholders, so a missing entry is visible
 * on the page instead of silently wrong.
 */
export const OPERATOR = {
  /** Legal name of the operating organisation (Anbieter nach § 5 DDG, Verantwortlicher nach Art. 4 Nr. 7 DSGVO). */
  name: '[Name des Betreibers eintragen]',
  /** Postal address in one line: street, postcode and town. */
  address: '[Straße und Hausnummer, PLZ und Ort eintragen]',
  email: '[E-Mail-Adresse eintragen]',
  phone: '[Telefonnummer eintragen]',
  /** Register court and number (e.g. Vereinsregister), or a note that there is none. */
  register: '[Registergericht und Registernummer eintragen]',
  /** VAT id (USt-IdNr.) or a note that there is none. */
  vatId: '[Umsatzsteuer-Identifikationsnummer eintragen]',
  /** Person responsible for the content (§ 18 Abs. 2 MStV) and authorised representative. */
  responsible: '[Verantwortliche Person mit Anschrift eintragen]',
  /** Data protection officer or contact for privacy requests. */
  privacyContact: '[Kontakt für Datenschutzanfragen eintragen]',
} as const;

export type OperatorField = keyof typeof OPERATOR;

/** Placeholder map used by parseArticle: `operator.name` → value. */
export const OPERATOR_PLACEHOLDERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(OPERATOR).map(([key, value]) => [`operator.${key}`, value]),
);
