/** Moved to test/testCatalogue; this re-export goes once the plan and masterplan tests import it from there (#16). */
export * from '../../../test/testCatalogue';
