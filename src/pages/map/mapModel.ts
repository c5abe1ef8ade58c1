/**
 * The institute's sites on an offline SVG map (no tiles, no network): the main campus and its branch sites drawn on
 * a schematic of the city, in map units of a 1000×620 canvas. The map mode setting (default bd) picks the palette.
 */
export interface MapSite {
  id: string;
  name: string;
  kind: '本部' | '院区' | '研究基地';
  address: string;
  phone: string;
  description: string;
  x: number;
  y: number;
}

export const MAP_SIZE = { width: 1000, height: 620 } as const;

export const MAP_SITES: readonly MapSite[] = [
  {
    id: 'main',
    name: '医学研究所(本部)',
    kind: '本部',
    address: '滨江市江南大道1号 综合楼3-8层',
    phone: '0571-86000000',
    description: '科研管理办公室、公共实验平台、精准研究院与重点实验室所在地。',
    x: 470,
    y: 330,
  },
  {
    id: 'east',
    name: '东院区临床研究中心',
    kind: '院区',
    address: '滨江市东湖路188号 门诊楼5层',
    phone: '0571-86000100',
    description: '临床研究院、药物临床试验机构与研究护士站。',
    x: 780,
    y: 250,
  },
  {
    id: 'north',
    name: '北院区生物样本库',
    kind: '院区',
    address: '滨江市滨北路66号 科教楼1层',
    phone: '0571-86000200',
    description: '生物样本库、多组学平台与高通量测序实验室。',
    x: 430,
    y: 110,
  },
  {
    id: 'south',
    name: '南湖实验动物中心',
    kind: '研究基地',
    address: '滨江市南湖科技园9号楼',
    phone: '0571-86000300',
    description: '实验动物饲养与动物实验技术服务(需通过动物伦理审查)。',
    x: 300,
    y: 520,
  },
  {
    id: 'west',
    name: '西城转化医学基地',
    kind: '研究基地',
    address: '滨江市西城高新区创新路20号',
    phone: '0571-86000400',
    description: '成果转化、PI落地支持与大型仪器共享中心。',
    x: 130,
    y: 290,
  },
];

/** Main roads and the river, as SVG path data in map units. */
export const MAP_ROADS: readonly string[] = [
  'M 0 330 L 1000 330',
  'M 470 0 L 470 620',
  'M 130 290 L 470 330 L 780 250 L 1000 200',
  'M 300 520 L 470 330 L 430 110',
];
export const MAP_RIVER = 'M 0 430 C 200 380, 320 470, 520 440 S 820 380, 1000 420';

export interface MapPalette {
  label: string;
  land: string;
  road: string;
  river: string;
  text: string;
  marker: string;
  selected: string;
}

export const MAP_MODES: Record<string, MapPalette> = {
  bd: { label: '标准', land: '#f5f3ef', road: '#ffffff', river: '#a8d4f5', text: '#333333', marker: '#e53935', selected: '#3f51b5' },
  dark: { label: '夜间', land: '#1f2633', road: '#3a4556', river: '#27466b', text: '#e6e9ef', marker: '#ff7043', selected: '#7986cb' },
  light: { label: '简洁', land: '#ffffff', road: '#e6e6e6', river: '#d6ecfa', text: '#555555', marker: '#009688', selected: '#3f51b5' },
};

export function mapPalette(mode: string): MapPalette {
  return MAP_MODES[mode] ?? MAP_MODES.bd;
}
