import { Spin } from 'antd';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import type { ListPreset } from '../../list/listPreset';
import { ModuleList } from '../module/ModuleListPage';
import ModuleMissing from '../module/ModuleMissing';

/** Fixed for the page's life: the list's filters and 新增 depend on it staying the same object. */
const ANIMAL_ETHICS: ListPreset = { field: 'ReviewType', value: 'AnimalEthicsCheck', title: '动物伦理专家评审' };

/**
 * /ExpertReview/AnimalEthicsCheck (also /expertreview/animalethicscheck): the 专家评审 of 动物伦理审查 — the generic list
 * of ExpertReview with its 评审类型 fixed, and new reviews starting on it.
 */
export default function ExpertReviewAnimalEthicsPage() {
  const struts = useModuleStruts('ExpertReview');
  if (struts.isError) return <ModuleMissing />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <ModuleList struts={struts.data} preset={ANIMAL_ETHICS} />;
}
