import { useState } from 'react';
import { Card, Col, Descriptions, List, Radio, Row, Tag } from 'antd';
import { useUiSettings } from '../../settings/useUiSettings';
import { MAP_MODES, MAP_RIVER, MAP_ROADS, MAP_SITES, MAP_SIZE, mapPalette, type MapSite } from './mapModel';

/** /map — the institute's sites on an offline SVG map (no tiles, no network); the map mode setting picks the style. */
export default function MapPage() {
  const [settings, set] = useUiSettings();
  const palette = mapPalette(settings.mapMode);
  const [selectedId, setSelectedId] = useState<string>(MAP_SITES[0].id);
  const selected: MapSite = MAP_SITES.find((site) => site.id === selectedId) ?? MAP_SITES[0];
  return (
    <Card
      title="院区地图"
      extra={
        <Radio.Group size="small" value={MAP_MODES[settings.mapMode] ? settings.mapMode : 'bd'} onChange={(e) => set({ mapMode: String(e.target.value) })}>
          {Object.entries(MAP_MODES).map(([mode, p]) => (
            <Radio.Button key={mode} value={mode}>
              {p.label}
            </Radio.Button>
          ))}
        </Radio.Group>
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <svg
            viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
            role="img"
            aria-label="院区分布图"
            data-map-mode={settings.mapMode}
            style={{ width: '100%', background: palette.land, borderRadius: 8 }}
          >
            <path d={MAP_RIVER} stroke={palette.river} strokeWidth={36} fill="none" strokeLinecap="round" />
            {MAP_ROADS.map((d) => (
              <path key={d} d={d} stroke={palette.road} strokeWidth={12} fill="none" />
            ))}
            {MAP_SITES.map((site) => {
              const active = site.id === selected.id;
              return (
                <g
                  key={site.id}
                  transform={`translate(${site.x} ${site.y})`}
                  onClick={() => setSelectedId(site.id)}
                  style={{ cursor: 'pointer' }}
                  role="button"
                  aria-label={site.name}
                  tabIndex={0}
                  onKeyDown={(e) => e.key === 'Enter' && setSelectedId(site.id)}
                >
                  <path
                    d="M0 0 C -14 -20, -14 -36, 0 -38 C 14 -36, 14 -20, 0 0 Z"
                    fill={active ? palette.selected : palette.marker}
                    stroke="#fff"
                    strokeWidth={2}
                  />
                  <circle cx={0} cy={-26} r={5} fill="#fff" />
                  <text x={0} y={20} textAnchor="middle" fontSize={active ? 20 : 17} fontWeight={active ? 700 : 400} fill={palette.text}>
                    {site.name}
                  </text>
                </g>
              );
            })}
          </svg>
        </Col>
        <Col xs={24} lg={8}>
          <Descriptions title={selected.name} column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="类型">
              <Tag color="blue">{selected.kind}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="地址">{selected.address}</Descriptions.Item>
            <Descriptions.Item label="电话">{selected.phone}</Descriptions.Item>
            <Descriptions.Item label="简介">{selected.description}</Descriptions.Item>
          </Descriptions>
          <List
            size="small"
            bordered
            dataSource={[...MAP_SITES]}
            renderItem={(site) => (
              <List.Item onClick={() => setSelectedId(site.id)} style={{ cursor: 'pointer', fontWeight: site.id === selected.id ? 600 : 400 }}>
                {site.name}
              </List.Item>
            )}
          />
        </Col>
      </Row>
    </Card>
  );
}
