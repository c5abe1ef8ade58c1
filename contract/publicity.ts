/**
 * GET /api/ProblemCompApply/Publicity?page=&size=: the public list of project applications that passed the
 * institute's review (/ProblemCompApply/ProblemList, open without login). Only what a public notice shows: no
 * contact details, amounts, files or review scores.
 */
export interface PublicProblemApplication {
  Id: string;
  Name: string;
  CallName: string | null;
  Level: string | null;
  Source: string | null;
  DeptName: string | null;
  ApplicantName: string | null;
  ApplyDate: string | null;
  ApprovalResult: string | null;
}

export interface PublicProblemApplicationPage {
  Total: number;
  Data: PublicProblemApplication[];
}

export const PUBLICITY_PAGE_SIZE_MAX = 50;
export const PUBLICITY_PAGE_INDEX_MAX = 1000;
