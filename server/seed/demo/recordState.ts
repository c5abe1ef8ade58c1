/** The facts one generated record is built around, chosen first so its fields agree with each other. */
import type { Row } from '../../platform/db/types.js';
import type { Prng } from '../prng.js';
import type { DemoDept, DemoPerson, DemoUser } from './demoContext.js';

export interface RecordState {
  prng: Prng;
  /** 1-based sequence number of the row in its module (existing rows + this run's position). */
  sequence: number;
  /** One of the module's first rows, approved and of this year (featuredRows.ts): relates to such rows too. */
  featured: boolean;
  owner: DemoUser;
  /** The record's first person (author, applicant, leader ...), when the module has a Person field. */
  person: DemoPerson;
  dept: DemoDept;
  /** A research topic of the record's department, shared by its title and texts. */
  topic: string;
  /** The record's dates, planned in order before fields are filled (field name → text). */
  dates: Map<string, string>;
  year: number;
  month: number;
  /** Week of the year of the record's first date (a 工作周报's week). */
  week: number;
  /** The run's today (epoch ms of its day): ages and birth dates are counted back from it. */
  today: number;
  values: Row;
}
