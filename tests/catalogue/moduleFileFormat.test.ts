/**
 * The module designer exports a module in the catalogue's own format (core/catalogue/serializeModuleFile.ts): every
 * module file in schemas/ reads back as the serializer writes it, byte for byte. A few files were written by hand
 * in other layouts (rules kept on the field's line, Server spread over lines); they are listed here so that a new
 * file in yet another layout is noticed, and leave the list once rewritten in the common one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeModuleFile } from '../../core/catalogue/serializeModuleFile';
import { readModuleFiles, SCHEMAS_DIR } from './catalogueFiles';

const OTHER_LAYOUTS = [
  'Business/AnimalEthicsDevelop.json',
  'Business/ContractHQ.json',
  'Business/ContractKY.json',
  'Business/ContractTender.json',
  'Business/Expert.json',
  'Business/ExpertReview.json',
  'Business/FeeBudget.json',
  'Business/FeeBudgetDeptBudget.json',
  'Business/FeeBudgetIncrease.json',
  'Business/FeeBudgetProjectUse.json',
  'Business/FeeBudgetTransfer.json',
  'Business/FeeBudgetUse.json',
  'Business/FlowAuditLog.json',
  'Business/FlowExample.json',
  'Business/FlowVersion.json',
  'Business/GraduateProjectDirectory.json',
  'Business/OfficeWork.json',
  'Business/OfficeWorkFeedback.json',
  'Business/OpenProblemApply.json',
  'Business/ProblemCompletion.json',
  'Business/ProblemThesisResults.json',
  'Business/StampMaterial.json',
  'Business/StudyApplyDMF.json',
  'Business/StudyApplyReport.json',
  'Business/TeamCoreMember.json',
  'Chat/FriendMessage.json',
  'OA/JobsDuty.json',
  'OA/WorkSettingsReport.json',
  'Wxt/WxMenu.json',
];

const files = readModuleFiles().map(({ area, file }) => {
  const text = readFileSync(join(SCHEMAS_DIR, area, file), 'utf8');
  return { name: `${area}/${file}`, text, written: serializeModuleFile(JSON.parse(text) as object) };
});

describe('module file format', () => {
  it('reads every module file', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.filter(({ name }) => !OTHER_LAYOUTS.includes(name)))('$name reads back byte for byte', ({ text, written }) => {
    expect(written).toBe(text);
  });

  it('the files in other layouts still differ only in layout', () => {
    for (const { name, text, written } of files.filter(({ name }) => OTHER_LAYOUTS.includes(name))) {
      expect(written, name).not.toBe(text);
      expect(JSON.parse(written), name).toEqual(JSON.parse(text));
    }
  });
});
