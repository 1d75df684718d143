import { z } from 'zod';

/** Languages with data installed from the npm registry (@tesseract.js-data/<code>). */
export const OCR_INSTALLED_LANGUAGES = ['eng', 'deu', 'fra', 'spa'] as const;

export interface OcrSettings {
  /** Off: pages without a text layer fail with the "no text layer" message, as before OCR. */
  enabled: boolean;
  languages: string[];
  /** Scanned pages read at most per document. */
  maxPages: number;
  /** Resolution the pages are rendered at for recognition. */
  dpi: number;
  /**
   * `all`: every page read with all the languages at once. `first`: with `firstLanguages`, and again with
   * all of them only for a page whose words are another language's (ocr/language.ts): about half the CPU
   * on English scans (docs/evaluation/ocr.md).
   */
  languagePass: 'all' | 'first';
  /**
   * The languages of the first reading (`first`): those of `languages` named by OCR_FIRST_LANGUAGES, in
   * the order of `languages`; the first of `languages` alone when it names none of them.
   */
  firstLanguages: string[];
  /**
   * Engines reading one page at once (OCR_THREADS): with two, a page is read as two overlapping halves side
   * by side, each line kept from the half that holds it whole (engine.ts); the same CPU, about half the wait.
   */
  threads: number;
}

/** Environment variables of OCR, part of the server's configuration (config.ts). */
export const OcrEnvSchema = z.object({
  OCR_LANGUAGES: z
    .string()
    .default('eng+deu+fra+spa')
    .transform((value) => value.split(/[+,\s]+/).filter(Boolean))
    .refine((codes) => codes.every((code) => (OCR_INSTALLED_LANGUAGES as readonly string[]).includes(code)), {
      message: `must be languages among ${OCR_INSTALLED_LANGUAGES.join(', ')}, joined with +`,
    }),
  OCR_MAX_PAGES: z.coerce.number().int().min(0).max(10).default(3),
  OCR_DPI: z.coerce.number().int().min(100).max(400).default(200),
  OCR_LANGUAGE_PASS: z.enum(['all', 'first']).default('first'),
  // English with French: the French model's network is the smallest of the four (docs/evaluation/ocr.md),
  // a cheap second reading of the words English is unsure of.
  OCR_FIRST_LANGUAGES: z
    .string()
    .default('eng+fra')
    .transform((value) => value.split(/[+,\s]+/).filter(Boolean)),
  OCR_THREADS: z.coerce.number().int().min(1).max(2).default(2),
});

/** The languages of the first reading: `wanted` among `languages`, in their order, or the first alone. */
function firstPassLanguages(languages: readonly string[], wanted: readonly string[]): string[] {
  const chosen = languages.filter((code) => wanted.includes(code));
  return chosen.length > 0 ? chosen : languages.slice(0, 1);
}

export function readOcrSettings(env: Record<string, string | undefined>): OcrSettings {
  const parsed = OcrEnvSchema.parse(env);
  return {
    enabled: parsed.OCR_MAX_PAGES > 0 && parsed.OCR_LANGUAGES.length > 0,
    languages: parsed.OCR_LANGUAGES,
    maxPages: parsed.OCR_MAX_PAGES,
    dpi: parsed.OCR_DPI,
    languagePass: parsed.OCR_LANGUAGE_PASS,
    firstLanguages: firstPassLanguages(parsed.OCR_LANGUAGES, parsed.OCR_FIRST_LANGUAGES),
    threads: parsed.OCR_THREADS,
  };
}
