/** General shell calls: collection report, tenant statistics, profile, public essays. */

/** What `GET /api/CollectionReport/{deptId}` answers: a department's approved output, public fields only. */
export interface CollectionReport {
  DeptName: string;
  Category: string | null;
  Theses: Array<{ Title: string; PublishDate: string | null; IncludedType: string | null }>;
  Patents: Array<{ Name: string; PatentType: string | null; LegalStatus: string | null; GrantDate: string | null }>;
  Projects: Array<{ Name: string; Level: string | null; Source: string | null; StartDate: string | null; Status: string | null }>;
}

/** What `GET /api/Tenant/Statistics` answers: the institute's row counts. */
export interface TenantStatistics {
  Depts: number;
  People: number;
  Theses: number;
  Patents: number;
  Projects: number;
}

/** What `GET /api/common/MyProfile` answers: the user's own account, contact and person details. */
export interface MyProfile {
  Account: string;
  Name: string;
  Email: string | null;
  Phone: string | null;
  HandIcon_Id: string | null;
  PersonName: string | null;
  WorkCode: string | null;
  ProfessionalTitle: string | null;
  DeptName: string | null;
}

/** What `GET /api/Essay/Public/{code}` answers: a published introduction essay, readable without login. */
export interface PublicEssay {
  Code: string;
  Title: string;
  Summary: string | null;
  Content: string;
  Author: string | null;
  PublishTime: string | null;
}
