/**
 * The ids of the Bio-AHVV levels (bioShare.ts holds their thresholds and labels). A file of its own with
 * no imports beyond zod, so schemas (the Träger overview's rows) can name a level without pulling in the
 * purchase rules and, through them, the user schema (an import cycle).
 */
import { z } from '../schemas/zod';

export const BIO_LEVEL_IDS = ['none', 'bronze', 'silver', 'gold'] as const;
export const BioLevelIdSchema = z.enum(BIO_LEVEL_IDS);
export type BioLevelId = z.infer<typeof BioLevelIdSchema>;
