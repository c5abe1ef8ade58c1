/**
 * Whatever a client sends, the readers of the new approval calls answer a bounded request or a Chinese 400 — never
 * anything else (a 500 would follow from a thrown TypeError). Properties over arbitrary JSON (fast-check).
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLOW_BATCH_MAX, FLOW_DEFAULT_PHRASES, FlowAuditBodySchema, FlowBatchDecideBodySchema, MAX_FILTER_VALUE_LENGTH } from '../../contract/index.js';
import { loadCatalogue } from '../platform/catalogue/catalogue.js';
import { HttpError } from '../platform/http/httpError.js';
import { readWire } from '../platform/http/wireValidation.js';
import { readFlowAuditRequest } from './flowAuditQuery.js';
import { readBatchRequest } from './flowBatch.js';
import { readCandidateQuery } from './flowCandidates.js';
import { rankPhrases } from './flowPhrases.js';

const CHINESE = /[\u4e00-\u9fa5]/;

function answersOr400<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(CHINESE);
    return null;
  }
}

const bodies = fc.oneof(
  fc.anything(),
  fc.record({ Ids: fc.anything(), Decision: fc.oneof(fc.constantFrom('Approved', 'Returned', 'Refuse'), fc.anything()), Opinion: fc.anything() }),
  fc.record({
    ids: fc.array(fc.string(), { maxLength: 60 }),
    decision: fc.constantFrom('Approved', 'Refuse', 'approved'),
    opinion: fc.string({ maxLength: 600 }),
  }),
);

describe('approval call inputs, whatever is sent', () => {
  it('BatchDecide: distinct, bounded ids and a known decision, or a Chinese 400', () => {
    fc.assert(
      fc.property(bodies, (body) => {
        const read = answersOr400(() => readBatchRequest(readWire(FlowBatchDecideBodySchema, body)));
        if (read) {
          expect(read.ids.length).toBeGreaterThan(0);
          expect(read.ids.length).toBeLessThanOrEqual(FLOW_BATCH_MAX);
          expect(new Set(read.ids).size).toBe(read.ids.length);
          expect(['Approved', 'Returned', 'Refuse']).toContain(read.decision);
          expect(read.opinion.length).toBeLessThanOrEqual(500);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('Audit: a known module and action, ordered days, bounded text, or a Chinese 400', () => {
    const catalogue = loadCatalogue(path.resolve(import.meta.dirname, '../../schemas'));
    const auditBodies = fc.oneof(
      fc.anything(),
      fc.record(
        {
          ModuleName: fc.oneof(fc.constantFrom('Thesis', 'thesis', 'Nope'), fc.anything()),
          Action: fc.oneof(fc.constantFrom('Approved', 'withdraw', 'Delete'), fc.anything()),
          KeyWord: fc.oneof(fc.string({ maxLength: 1100 }), fc.anything()),
          DateFrom: fc.oneof(fc.constantFrom('2026-01-01', '2026-02-30', ''), fc.string()),
          DateTo: fc.oneof(fc.constantFrom('2025-12-31', '2026-12-31'), fc.string()),
          PageIndex: fc.anything(),
          PageSize: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(auditBodies, (body) => {
        const read = answersOr400(() => readFlowAuditRequest(readWire(FlowAuditBodySchema, body), catalogue));
        if (read) {
          expect(read.keyWord.length).toBeLessThanOrEqual(MAX_FILTER_VALUE_LENGTH);
          if (read.moduleName !== null) expect(catalogue.find(read.moduleName)?.name).toBe(read.moduleName);
          if (read.from !== null && read.to !== null) expect(read.from <= read.to).toBe(true);
          expect(read.pageSize).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Candidates: a keyword of at most 50 characters, a module, a known purpose and (转办, 加签) a record, or a Chinese 400', () => {
    const text = fc.oneof(fc.string({ maxLength: 80 }), fc.anything());
    const queries = fc.oneof(
      fc.anything(),
      fc.record(
        {
          KeyWord: text,
          ModuleName: fc.oneof(fc.constant('Thesis'), text),
          Purpose: fc.oneof(fc.constantFrom('Transfer', 'AddSigner', 'Chosen', 'chosen'), text),
          Business_Id: text,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(queries, (query) => {
        const read = answersOr400(() => readCandidateQuery(query));
        if (read !== null) {
          expect(read.keyword.length).toBeLessThanOrEqual(50);
          expect(read.moduleName).not.toBe('');
          expect(['Transfer', 'AddSigner', 'Chosen']).toContain(read.purpose);
          if (read.purpose !== 'Chosen') expect(read.businessId).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Phrases: distinct, non-empty, at most the maximum, the most used first', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 80 }), (opinions) => {
        const phrases = rankPhrases(opinions, FLOW_DEFAULT_PHRASES.Approved);
        expect(new Set(phrases).size).toBe(phrases.length);
        expect(phrases.length).toBeLessThanOrEqual(12);
        expect(phrases.every((p) => p.trim() !== '' && p === p.trim())).toBe(true);
        const counts = new Map<string, number>();
        for (const o of opinions.map((x) => x.trim()).filter((x) => x !== '' && x.length <= 100)) counts.set(o, (counts.get(o) ?? 0) + 1);
        const top = Math.max(0, ...counts.values());
        if (top > 0) expect(counts.get(phrases[0])).toBe(top);
      }),
      { numRuns: 300 },
    );
  });
});
