import type { KyInstance } from 'ky';
import type { MoveRequest } from '../../../../contract/desk-content-lists';
import { HowToStep, HowToStepList, type HowToStepInput, type HowToStepUpdate } from '../../../../contract/desk-how-to';
import type { LanguageCode } from '../../../../contract/language';
import { parsed } from './query';

const STEPS = 'desk/content/how-to';

/** The content desk's how-to-use step calls (docs/product.md, "Desk calls"); pictures upload with the banners' token. */
export const deskHowToCalls = (http: KyInstance) => ({
  listHowToSteps: (language: LanguageCode) => parsed(http.get(STEPS, { searchParams: { language } }), HowToStepList),
  addHowToStep: (body: HowToStepInput) => parsed(http.post(STEPS, { json: body }), HowToStep),
  updateHowToStep: (id: number, body: HowToStepUpdate) => parsed(http.put(`${STEPS}/${id}`, { json: body }), HowToStep),
  removeHowToStep: (id: number) => http.delete(`${STEPS}/${id}`),
  moveHowToStep: (id: number, body: MoveRequest) => parsed(http.post(`${STEPS}/${id}/move`, { json: body }), HowToStepList),
});
