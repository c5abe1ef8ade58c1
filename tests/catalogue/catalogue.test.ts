import { describe, expect, it } from 'vitest';
import { PERMISSION_ACTIONS, type PermissionAction } from '../../contract/index';
import { MODULE_DESIGNER_PERMISSION } from '../../core/permissions/designerPermission';
import { OPER_LOG_PERMISSION } from '../../core/permissions/operLogPermission';
import { matchAppRoute, resolvesToAppRoute } from '../../src/routes/routeMatch';
import { menuLeaves } from '../../src/menu/menuLeaves';
import type { MenuItem } from '../../src/menu/menuTypes';
import { readDictionaries, readMenu, readModuleFiles } from './catalogueFiles';

/** The module catalogue by area, verbatim (DM-CAT-2 to DM-CAT-8). */
const SPEC_CATALOGUE: Record<string, string[]> = {
  Basis: ['User', 'Dept', 'DeptOrganize', 'Permission', 'Role', 'ThirdPartyApp'],
  Business: [
    'Person',
    'EnumItem',
    'Activities',
    'ActivitiesCost',
    'Conference',
    'ConferenceCost',
    'QuarterlyQuantitativeIndicator',
    'ThreeEngineersArchive',
    'ThreeEngineersDailyArchive',
    'Patent',
    'Softening',
    'PatentResult',
    'Results',
    'PatentCost',
    'Position',
    'HumanGeneticResourceFiling',
    'Problem',
    'DataApply',
    'ProblemUseApply',
    'BasisStudyApply',
    'EthicsCheck',
    'AnimalEthicsCheck',
    'AnimalEthicsDevelop',
    'ProblemOutdialFunding',
    'Expert',
    'ProblemDocument',
    'ProblemCost',
    'ReEducationApply',
    'ProblemBudget',
    'ProblemMember',
    'Agreement',
    'ClinicalGuide',
    'ClinicalStandard',
    'Thesis',
    'ThesisSubmitFiling',
    'ThesisClaim',
    'ThesisCost',
    'Writings',
    'Journal',
    'JournalWarning',
    'JournalDocument',
    'Flow',
    'FlowExample',
    'FlowVersion',
    'FundingArrival',
    'FundingArrivalClaim',
    'CompanyRules',
    'Outstanding',
    'Platform',
    'PlatformBudget',
    'PlatformCost',
    'LevelPress',
    'Recommend',
    'SCIEmail',
    'SubjectScore',
    'ThreeProjectCost',
    'StudyApply',
    'StudyApplyReport',
    'StudyFund',
    'StudyApplyDMF',
    'StudyApplyStemCell',
    'StudyApplyStemCellB',
    'FeeBudget',
    'FeeBudgetIncrease',
    'FeeBudgetUse',
    'FeeBudgetType',
    'FeeBudgetDeptBudget',
    'FeeBudgetTransfer',
    'FeeBudgetProjectUse',
    'OfficeWork',
    'ExpertReview',
    'StampMaterial',
    'ActivitiesBudget',
    'ActivitiesApply',
    'ActivitiesApplyB',
    'ActivitiesCostAdjust',
    'ProblemCompletion',
    'ProblemChange',
    'ProblemCompApply',
    'ClinicalResearch',
    'ResearchFoundation',
    'EntryOfFunds',
    'TeachingFunding',
    'OpenProblemApply',
    'GraduateProjectDirectory',
    'ResearchAssistant',
    'ResearchAssistantTemplateNeed',
    'HospTechApply',
    'OutsourcingApplication',
    'ThreeProjectAnnualEvaluationPlan',
    'ThreeEngineers',
    'ThreeEngineersKPI',
    'ThreeEngineersKPISetScheme',
  ],
  Car: ['Car', 'CarApply', 'CarRepair', 'CarRepairReturn', 'CarAnnualInspect', 'CarAnnualInspectReturn', 'Driver'],
  Chat: ['Notify', 'FriendMessage'],
  OA: ['WorkReport', 'WeekWorkReport', 'MonthWorkReport', 'SeasonWorkReport', 'FacultyMeeting', 'WorkSettingsReport', 'Jobs', 'JobsDuty', 'PersonJobs'],
  Wxt: ['WxtProj', 'WxtActivities', 'WxtPlatform'],
  CMS: ['Essay', 'PreJobTraining', 'TechnicalTraining', 'InstrumentTraining', 'SafetyTraining', 'News', 'NotifyB', 'ActivitiesB'],
};

const files = readModuleFiles();
const modules = new Map(files.map((file) => [file.module.Name, file]));
const moduleNamesLower = new Set([...modules.keys()].map((name) => name.toLowerCase()));
const dictionaries = readDictionaries();
const menus: Array<[string, MenuItem[]]> = [
  ['standard', readMenu('standard')],
  ['dean', readMenu('dean')],
];

describe('the module catalogue', () => {
  it('has a file for every module the spec names, in its area, named as the module', () => {
    for (const [area, names] of Object.entries(SPEC_CATALOGUE)) {
      for (const name of names) {
        expect(modules.get(name)?.area, `${area}/${name}`).toBe(area);
        expect(modules.get(name)?.file).toBe(`${name}.json`);
      }
    }
  });

  it('relates only to modules of the catalogue (or Resource, a file)', () => {
    for (const { module } of files) {
      for (const field of module.FieldInfoStruts) {
        if (field.Relate) expect(field.Relate === 'Resource' || modules.has(field.Relate), `${module.Name}.${field.Name} → ${field.Relate}`).toBe(true);
      }
    }
  });

  it('has dictionary values for every EnumItemName, without duplicates', () => {
    for (const { module } of files) {
      for (const field of module.FieldInfoStruts) {
        if (!field.EnumItemName) continue;
        const values = dictionaries.get(field.EnumItemName);
        expect(values?.length ?? 0, `${module.Name}.${field.Name} → ${field.EnumItemName}`).toBeGreaterThan(0);
        expect(new Set(values).size, `dictionary ${field.EnumItemName} repeats a value`).toBe(values?.length);
      }
    }
  });

  it('keeps RelateFields to fields of the module and gives every approval module its FlowStatus', () => {
    for (const { module } of files) {
      const fieldNames = new Set(module.FieldInfoStruts.map((field) => field.Name));
      for (const name of module.RelateFields) expect(fieldNames.has(name), `${module.Name}.RelateFields ${name}`).toBe(true);
      if (module.Server?.Flow === true) expect(fieldNames.has('FlowStatus'), `${module.Name} FlowStatus`).toBe(true);
    }
  });

  it('models the expense categories and computes the 5% management fee on money received', () => {
    expect(dictionaries.get('经费支出类别')).toEqual(['人才培养', '发展新技术', '项目研究', '学术交流', '成果推广', '医院管理费']);
    const computed = files.flatMap(({ module }) =>
      ((module.Server?.Computed as Array<{ Field: string; Rate: number }> | undefined) ?? []).map((rule) => ({ module, rule })),
    );
    expect(computed.length).toBeGreaterThan(0);
    for (const { module, rule } of computed) {
      expect(rule.Rate).toBe(0.05);
      expect(module.FieldInfoStruts.find((field) => field.Name === rule.Field)?.ReadOnly, `${module.Name}.${rule.Field}`).toBe('All');
    }
  });
});

describe('the menus', () => {
  it.each(menus)('%s menu: every route reaches a page of the app', (_name, menu) => {
    for (const leaf of menuLeaves(menu)) expect(resolvesToAppRoute(leaf.path ?? '', moduleNamesLower), leaf.path).toBe(true);
  });

  // A tab is titled by its page (a module list: the module's title and 列表); the menu entry leading there says the
  // same, so a person finds the tab they opened from the menu (D-TAB-7).
  it.each(menus)('%s menu: every entry is named as the tab it opens', (_name, menu) => {
    const byLowerName = new Map([...modules.values()].map((file) => [file.module.Name.toLowerCase(), file.module.Description]));
    for (const leaf of menuLeaves(menu)) {
      const path = leaf.path ?? '';
      const matched = matchAppRoute(path)?.entry;
      // A route of many pages (/:module/scoreList) is titled by the page it shows, not by the route.
      const route = matched && !matched.path.includes(':') ? matched.title : undefined;
      const list = /^\/([^/]+)\/list$/i.exec(path);
      const tab = route ?? (list ? `${byLowerName.get(list[1].toLowerCase())}列表` : undefined);
      if (tab === undefined) continue;
      expect([leaf.title, `${leaf.title}列表`], path).toContain(tab);
    }
  });

  it.each(menus)('%s menu: every permission names a module and an action of the tree', (_name, menu) => {
    for (const leaf of menuLeaves(menu)) {
      if (!leaf.permission) continue;
      const [module, action] = Array.isArray(leaf.permission) ? leaf.permission : [leaf.permission, 'List'];
      // The module designer's and the 操作日志's nodes are beside the modules (core/permissions/).
      expect(modules.has(module) || module === MODULE_DESIGNER_PERMISSION || module === OPER_LOG_PERMISSION, `${leaf.path} → ${module}`).toBe(true);
      expect(PERMISSION_ACTIONS.includes(action as PermissionAction), `${leaf.path} → ${action}`).toBe(true);
    }
  });

  it('let an administrator open every module from the standard menu', () => {
    const reachable = new Set(menuLeaves(readMenu('standard')).map((leaf) => (Array.isArray(leaf.permission) ? leaf.permission[0] : leaf.permission)));
    for (const name of [...modules.keys(), MODULE_DESIGNER_PERMISSION, OPER_LOG_PERMISSION]) expect(reachable.has(name), name).toBe(true);
  });

  it('give the dean the second menu of the spec', () => {
    const deanPaths = menuLeaves(readMenu('dean')).map((leaf) => leaf.path?.toLowerCase());
    for (const path of ['/officework/list', '/clinicalresearch/list', '/softening/list', '/conference/list', '/conferencecost/list'])
      expect(deanPaths).toContain(path);
  });
});
