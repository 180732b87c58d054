/**
 * Texts of the company activation that the server answers and pages may show: the typed view of
 * schemas/messages/company.json.
 */
import company from '../../../schemas/messages/company.json';
import { pairsOf } from './pairs-of';

export const COMPANY_MSG = pairsOf(company);
