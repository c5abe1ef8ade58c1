import { Card, Col, Row } from 'antd';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormGroup } from '../../adapter/fieldInfoToJsonSchema';

/** A field's height in a card (a 32 px control and the item's 24 px margin), for sizing a card not yet rendered. */
const FIELD_HEIGHT_PX = 56;
/** A small card's title bar and padding. */
const CARD_CHROME_PX = 62;

/**
 * Renders the form's fields in the sections GroupNames describe, each a titled card. A card out of view is not laid
 * out or painted (content-visibility), so typing in a long form repaints the sections on screen only; it keeps an
 * estimated height until first shown, and its real one after.
 */
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
        <Card
          key={group.title}
          size="small"
          title={group.title}
          style={{ marginBottom: 16, contentVisibility: 'auto', containIntrinsicSize: `auto ${group.fields.length * FIELD_HEIGHT_PX + CARD_CHROME_PX}px` }}
        >
          {render(group.fields)}
        </Card>
      ))}
    </>
  );
}
