import { lazyWhenShown } from '../routes/lazyWhenShown';
import type { ChosenPeopleDialogProps } from './ChosenPeopleDialog';

/** 选择审批人 (ChosenPeopleDialog.tsx), loaded the first time a flow asks for people, not with every list (D-PERF-4f). */
export const ChosenPeopleDialog = lazyWhenShown<ChosenPeopleDialogProps>(
  () => import('./ChosenPeopleDialog').then((module) => ({ default: module.ChosenPeopleDialog })),
  ({ steps }) => steps !== null,
);
