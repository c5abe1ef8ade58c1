import { Card, Col, Row } from 'antd';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormGroup } from '../../adapter/fieldInfoToJsonSchema';

/** Renders the form's fields in the sections GroupNames describe, each a titled card. */
export function GroupedObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const groups = ((uiSchema?.['ui:options'] as { groups?: FormGroup[] } | undefined)?.groups ?? []).filter((group) => group.fields.length > 0);
  const byName = new Map(properties.map((property) => [property.name, property]));
  const render = (names: string[]) => (
    <Row gutter={24}>
      {names
        .map((name) => byName.get(name))
        .filter((property) => property && !property.hidden)
        .map((property) => (
          <Col span={24} key={property!.name}>
            {property!.content}
          </Col>
        ))}
    </Row>
  );
  if (groups.length <= 1) return render(properties.map((property) => property.name));
  return (
    <>
      {groups.map((group) => (
        <Card key={group.title} size="small" title={group.title} style={{ marginBottom: 16 }}>
          {render(group.fields)}
        </Card>
      ))}
    </>
  );
}
