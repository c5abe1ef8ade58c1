/**
 * The real fee-budget and vehicle descriptors of schemas/reports (the ones that combine modules and derive measures)
 * on a small hand-counted fixture: each table they read is emptied and filled here, so every number below is counted
 * from these rows. Runs on SQLite and, through test:postgres, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../contract/index.js';
import type { Db } from '../../server/platform/db/types.js';
import { startServer, type TestServer } from './helpers.js';

const DEPTS = { X: '成本甲科', Y: '成本乙科' } as const;
const TYPES = { T1: '成本设备费类', T2: '成本劳务费类' } as const;
const CARS = { C1: '测A0001', C2: '测B0002' } as const;

let server: TestServer;
let admin: string;

async function insertFixture(db: Db): Promise<void> {
  const adminId = String((await db.selectFrom('User').select('Id').where('Account', '=', 'admin').executeTakeFirst())?.Id);
  const system = (id: string) => ({
    Id: id,
    Create_Time: '2024-01-01 08:00:00',
    Modify_Time: '2024-01-01 08:00:00',
    Create_User_Id: adminId,
    Modify_User_Id: adminId,
    RowVersion: 1,
  });
  const ok = { FlowStatus: '已通过' };
  for (const table of [
    'FeeBudgetUse',
    'FeeBudgetIncrease',
    'FeeBudgetTransfer',
    'FeeBudget',
    'EntryOfFunds',
    'CarApply',
    'CarRepairReturn',
    'CarAnnualInspectReturn',
  ]) {
    await db.deleteFrom(table).execute();
  }
  for (const [key, name] of Object.entries(DEPTS))
    await db
      .insertInto('Dept')
      .values({ ...system(`cd-dept-${key}`), Name: name })
      .execute();
  for (const [key, name] of Object.entries(TYPES))
    await db
      .insertInto('FeeBudgetType')
      .values({ ...system(`cd-type-${key}`), Name: name, Code: key })
      .execute();
  const rows = async (table: string, values: Array<Record<string, unknown>>) => {
    for (const value of values)
      await db
        .insertInto(table)
        .values({ ...system(`cd-${String(value.Id)}`), ...value, Id: `cd-${String(value.Id)}` })
        .execute();
  };

  // Budgets X/T1 100, X/T2 50, Y/T1 200; 30 moved from Y/T1 to X/T1; 20 added to X/T2; used 60, 70, 10.
  const budget = (Id: string, dept: 'X' | 'Y', type: 'T1' | 'T2', BudgetAmount: number, FlowStatus = '已通过') => ({
    Id,
    Name: `预算${Id}`,
    Dept_Id: `cd-dept-${dept}`,
    FeeBudgetType_Id: `cd-type-${type}`,
    StartDate: '2024-01-01',
    BudgetAmount,
    FlowStatus,
  });
  await rows('FeeBudget', [budget('B1', 'X', 'T1', 100), budget('B2', 'X', 'T2', 50), budget('B3', 'Y', 'T1', 200), budget('B4', 'Y', 'T2', 900, '审核中')]);
  await rows('FeeBudgetTransfer', [
    {
      Id: 'TR1',
      Title: '调剂',
      Dept_Id: 'cd-dept-X',
      ApplyDate: '2024-04-01',
      FromBudget_Id: 'cd-B3',
      ToBudget_Id: 'cd-B1',
      ToCategory: '发展新技术',
      TransferAmount: 30,
      ...ok,
    },
    {
      Id: 'TR2',
      Title: '未审调剂',
      Dept_Id: 'cd-dept-X',
      ApplyDate: '2024-04-01',
      FromBudget_Id: 'cd-B1',
      ToBudget_Id: 'cd-B3',
      ToCategory: '发展新技术',
      TransferAmount: 999,
      FlowStatus: '审核中',
    },
  ]);
  await rows('FeeBudgetIncrease', [
    { Id: 'I1', Title: '追加', FeeBudget_Id: 'cd-B2', Dept_Id: 'cd-dept-X', ApplyDate: '2024-05-01', ExpenseCategory: '人才培养', IncreaseAmount: 20, ...ok },
  ]);
  await rows('FeeBudgetUse', [
    { Id: 'U1', Title: '使用', FeeBudget_Id: 'cd-B1', ApplyDate: '2024-06-01', ApplyAmount: 60, ...ok },
    { Id: 'U2', Title: '使用', FeeBudget_Id: 'cd-B2', ApplyDate: '2024-06-01', ApplyAmount: 70, ...ok },
    { Id: 'U3', Title: '使用', FeeBudget_Id: 'cd-B3', ApplyDate: '2024-06-01', ApplyAmount: 10, ...ok },
  ]);

  // Received 1000.10 + 333.33 in X (纵向), 200 in Y (横向); the fee taken 40 + 16.67 and 0.
  await rows('EntryOfFunds', [
    { Id: 'E1', Dept_Id: 'cd-dept-X', FundType: '纵向经费', ArrivalDate: '2024-03-01', ReceivedAmount: 1000.1, ManagementFee: 40, ...ok },
    { Id: 'E2', Dept_Id: 'cd-dept-X', FundType: '纵向经费', ArrivalDate: '2024-03-02', ReceivedAmount: 333.33, ManagementFee: 16.67, ...ok },
    { Id: 'E3', Dept_Id: 'cd-dept-Y', FundType: '横向经费', ArrivalDate: '2024-03-03', ReceivedAmount: 200, ManagementFee: 0, ...ok },
    { Id: 'E4', Dept_Id: 'cd-dept-Y', FundType: '横向经费', ArrivalDate: '2024-03-03', ReceivedAmount: 5000, ManagementFee: 250, FlowStatus: '审核中' },
  ]);

  // Cars: C1 two trips (one with both odometer readings, 120 km), a repair and an inspection; C2 one trip of 30 km and a 2025 repair.
  await rows('Car', [
    { Id: 'C1', PlateNo: CARS.C1, Dept_Id: 'cd-dept-X' },
    { Id: 'C2', PlateNo: CARS.C2, Dept_Id: 'cd-dept-Y' },
  ]);
  await rows('CarApply', [
    { Id: 'A1', Car_Id: 'cd-C1', ApplyDate: '2024-03-01', UseType: '公务出差', PassengerCount: 3, FuelCost: 100, StartMileage: 1000, EndMileage: 1120, ...ok },
    { Id: 'A2', Car_Id: 'cd-C1', ApplyDate: '2024-04-01', UseType: '样本运送', PassengerCount: 2, FuelCost: 50, StartMileage: 1120, ...ok },
    { Id: 'A3', Car_Id: 'cd-C2', ApplyDate: '2024-05-01', UseType: '公务出差', PassengerCount: 1, FuelCost: 30, StartMileage: 500, EndMileage: 530, ...ok },
    {
      Id: 'A4',
      Car_Id: 'cd-C2',
      ApplyDate: '2024-05-02',
      UseType: '公务出差',
      PassengerCount: 9,
      FuelCost: 999,
      StartMileage: 0,
      EndMileage: 999,
      FlowStatus: '审核中',
    },
  ]);
  await rows('CarRepairReturn', [
    { Id: 'R1', Car_Id: 'cd-C1', ReturnDate: '2024-06-01', ActualCost: 200 },
    { Id: 'R2', Car_Id: 'cd-C2', ReturnDate: '2025-01-01', ActualCost: 60 },
  ]);
  await rows('CarAnnualInspectReturn', [{ Id: 'N1', Car_Id: 'cd-C1', InspectDate: '2024-07-01', ActualCost: 80 }]);
}

beforeAll(async () => {
  server = await startServer();
  await insertFixture(server.app.appContext.db);
  admin = await server.login('admin');
});
afterAll(async () => server?.close());

async function run(code: string, filters?: Record<string, unknown>): Promise<ReportResult> {
  const response = await server.call(admin, { method: 'POST', url: `/api/report/${code}`, payload: filters ? { Filters: filters } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResult>();
}

describe('fee budget reports', () => {
  it('预算执行: budget, increase, transfers and uses of each budget by its department and category, with 余额 and 执行率', async () => {
    const result = await run('feebudgetreport-report1');
    expect(result.Rows).toEqual([
      // 200 − 30 moved out = 170; 10 used: 160 left, 10 / 170 = 5.88%.
      { dept: DEPTS.Y, budgetType: TYPES.T1, budget: 200, increase: null, used: 10, transferNet: -30, adjusted: 170, balance: 160, rate: 5.8824 },
      { dept: DEPTS.X, budgetType: TYPES.T1, budget: 100, increase: null, used: 60, transferNet: 30, adjusted: 130, balance: 70, rate: 46.1538 },
      { dept: DEPTS.X, budgetType: TYPES.T2, budget: 50, increase: 20, used: 70, transferNet: 0, adjusted: 70, balance: 0, rate: 100 },
    ]);
    expect(result.Totals).toEqual({ budget: 350, increase: 20, used: 140, transferNet: 0, adjusted: 370, balance: 230, rate: 37.8378 });
    // The department narrows every part through the budget concerned: Y's budget lost 30 to X.
    expect((await run('feebudgetreport-report1', { dept: 'cd-dept-Y' })).Totals).toEqual({
      budget: 200,
      increase: null,
      used: 10,
      transferNet: -30,
      adjusted: 170,
      balance: 160,
      rate: 5.8824,
    });
  });

  it('调剂与追加: transfers and increases by department and category; a from-budget filter leaves the increases out', async () => {
    const result = await run('feebudgetreport-report3');
    expect(result.Rows).toEqual([
      { dept: DEPTS.X, category: '发展新技术', count: 1, amount: 30, avgAmount: 30, increaseCount: 0, increaseAmount: null, inflow: 30, increaseShare: 0 },
      { dept: DEPTS.X, category: '人才培养', count: 0, amount: null, avgAmount: null, increaseCount: 1, increaseAmount: 20, inflow: 20, increaseShare: 100 },
    ]);
    expect(result.Totals).toEqual({ count: 1, amount: 30, avgAmount: 30, increaseCount: 1, increaseAmount: 20, inflow: 50, increaseShare: 40 });
    expect((await run('feebudgetreport-report3', { fromBudget: 'cd-B3' })).Totals).toEqual({
      count: 1,
      amount: 30,
      avgAmount: 30,
      increaseCount: 0,
      increaseAmount: null,
      inflow: 30,
      increaseShare: 0,
    });
  });

  it('管理费: 5% due on the amounts received against the fee taken, to the cent', async () => {
    const result = await run('feebudgetreport-feebudgetaccountreport');
    expect(result.Rows).toEqual([
      // 1333.43 × 5% = 66.6715 due, 56.67 taken: 10.00 short.
      { dept: DEPTS.X, fundType: '纵向经费', count: 2, received: 1333.43, managementFee: 56.67, problems: 0, dueFee: 66.67, feeGap: 10 },
      { dept: DEPTS.Y, fundType: '横向经费', count: 1, received: 200, managementFee: 0, problems: 0, dueFee: 10, feeGap: 10 },
    ]);
    expect(result.Totals).toEqual({ count: 3, received: 1533.43, managementFee: 56.67, problems: 0, dueFee: 76.67, feeGap: 20 });
  });
});

describe('vehicle report', () => {
  it('trips, mileage from both odometer readings, fuel + repair + inspection cost and the cost per kilometre by car', async () => {
    const result = await run('carreport-index');
    expect(result.Rows).toEqual([
      // 150 fuel + 200 repair + 80 inspection = 430 over 120 km (the trip without a return reading has no distance).
      { car: CARS.C1, count: 2, passengers: 5, fuelCost: 150, repairCost: 200, inspectCost: 80, mileage: 120, totalCost: 430, costPerKm: 3.58 },
      { car: CARS.C2, count: 1, passengers: 1, fuelCost: 30, repairCost: 60, inspectCost: null, mileage: 30, totalCost: 90, costPerKm: 3 },
    ]);
    expect(result.Totals).toEqual({ count: 3, passengers: 6, fuelCost: 180, repairCost: 260, inspectCost: 80, mileage: 150, totalCost: 520, costPerKm: 3.47 });
  });

  it('narrows each source by its own date; a use-type filter counts trips only', async () => {
    expect((await run('carreport-index', { years: [2024, 2024] })).Totals).toEqual({
      count: 3,
      passengers: 6,
      fuelCost: 180,
      repairCost: 200,
      inspectCost: 80,
      mileage: 150,
      totalCost: 460,
      costPerKm: 3.07,
    });
    expect((await run('carreport-index', { useType: ['公务出差'] })).Rows).toEqual([
      { car: CARS.C1, count: 1, passengers: 3, fuelCost: 100, repairCost: null, inspectCost: null, mileage: 120, totalCost: 100, costPerKm: 0.83 },
      { car: CARS.C2, count: 1, passengers: 1, fuelCost: 30, repairCost: null, inspectCost: null, mileage: 30, totalCost: 30, costPerKm: 1 },
    ]);
    expect((await run('carreport-index', { carDept: 'cd-dept-Y' })).Rows).toEqual([
      { car: CARS.C2, count: 1, passengers: 1, fuelCost: 30, repairCost: 60, inspectCost: null, mileage: 30, totalCost: 90, costPerKm: 3 },
    ]);
  });
});
