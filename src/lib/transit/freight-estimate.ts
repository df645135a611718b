import { z } from 'zod';
import { CargoCategory } from '../../../contract/transit';
import type { FreightParcel } from '../api/calls/transit';

/**
 * The freight estimator's form (`/transportation-charge`), read from a GET query so the page
 * renders the answer on the server, with or without JavaScript. The shopper types kilograms
 * and centimetres; the provider takes grams and whole centimetres.
 */
export const ESTIMATE_FIELDS = ['country', 'weight', 'length', 'width', 'height'] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

/** What the shopper typed, kept to fill the form again. */
export type EstimateForm = Record<EstimateField, string>;

/** The goods ticked (`category`, repeated), kept apart from the typed fields. */
export const CATEGORY_PARAM = 'category';

/** The provider's limits (contract/product.ts FreightQuery): 1 g to 100 kg, sides up to 300 cm. */
export const MAX_WEIGHT_KG = 100;
export const MAX_SIDE_CM = 300;

const kilograms = z.string().trim().regex(/^\d{1,3}([.,]\d{1,3})?$/).transform((text) => Math.round(Number(text.replace(',', '.')) * 1000))
  .pipe(z.number().int().min(1).max(MAX_WEIGHT_KG * 1000));
const side = z.string().trim().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_SIDE_CM));
const country = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/);

export interface EstimateInput {
  form: EstimateForm;
  categories: CargoCategory[];
  /** `null` until the form was sent, and while a field is wrong. */
  request: FreightParcel | null;
  /** The fields to correct, in form order. */
  invalid: EstimateField[];
}

/** The estimate a URL asks for. A side left empty counts as not given; all three or none. */
export function estimateInputOf(params: URLSearchParams): EstimateInput {
  const form = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, (params.get(field) ?? '').slice(0, 20)])) as EstimateForm;
  const categories = [...new Set(params.getAll(CATEGORY_PARAM))].filter((c): c is CargoCategory => CargoCategory.safeParse(c).success);
  if (!ESTIMATE_FIELDS.some((field) => params.has(field))) return { form, categories, request: null, invalid: [] };
  const invalid: EstimateField[] = [];
  const weight = kilograms.safeParse(form.weight);
  if (!weight.success) invalid.push('weight');
  const sides = (['length', 'width', 'height'] as const).map((field) => ({ field, parsed: side.safeParse(form[field]) }));
  const given = sides.filter(({ field }) => form[field].trim() !== '');
  // A partial size cannot give a volume: every side is asked for then.
  if (given.length > 0) for (const { field, parsed } of sides) if (!parsed.success) invalid.push(field);
  const destination = country.safeParse(form.country);
  if (form.country.trim() !== '' && !destination.success) invalid.unshift('country');
  if (!weight.success || invalid.length > 0) return { form, categories, request: null, invalid };
  const [length, width, height] = sides.map(({ parsed }) => parsed.data);
  return {
    form,
    categories,
    invalid,
    request: {
      weight: weight.data,
      ...(categories.length > 0 ? { categories } : {}),
      ...(destination.success ? { country: destination.data } : {}),
      ...(given.length > 0 ? { sizeLength: length, sizeWidth: width, sizeHeight: height } : {}),
    },
  };
}
