/**
 * The operator details the legal pages show: defined by the build from its configuration (vite.config.ts,
 * app/operatorBuildCheck.ts), so they sit in the article chunk only. Jest has no build: the marked examples.
 */
import { EXAMPLE_OPERATOR, operatorPlaceholders, type OperatorDetails } from '@speiseplaner/content';

declare const __SPEISEPLANER_OPERATOR__: OperatorDetails | undefined;

/** The `{{operator.…}}` values articles are parsed with. */
export const OPERATOR_PLACEHOLDER_VALUES = operatorPlaceholders(
  typeof __SPEISEPLANER_OPERATOR__ === 'undefined' ? EXAMPLE_OPERATOR : __SPEISEPLANER_OPERATOR__,
);
