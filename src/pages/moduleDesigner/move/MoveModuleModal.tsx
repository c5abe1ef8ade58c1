import { Alert, Form, Modal, Select } from 'antd';
import type { ModulePlacementBody } from '../../../../contract/index';
import { STANDARD_MENU } from '../../../menu/menus';
import { AREA_CHOICES, menuGroupChoices } from '../create/createModuleModel';
import { placeText } from './moveModel';
import type { MoveModuleController } from './useMoveModule';

const GROUP_CHOICES = menuGroupChoices(STANDARD_MENU);
type MoveValues = Omit<ModulePlacementBody, 'Module'>;

/** 移动模块: another area of the designer and another top-level group of the menu; no version is made. */
export function MoveModuleModal({ controller }: { controller: MoveModuleController }) {
  const [form] = Form.useForm<MoveValues>();
  const module = controller.module;
  if (!module) return null;
  return (
    <Modal
      title={`移动模块:${module.Description}`}
      open={controller.open}
      okText="移动"
      cancelText="取消"
      confirmLoading={controller.saving}
      onOk={() => form.submit()}
      onCancel={controller.close}
      destroyOnHidden
      width={480}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`当前位置:${placeText(module)}`}
        description="移动不改变字段和数据,不产生新版本;所有用户的菜单随即更新,授权不变。"
      />
      <Form<MoveValues>
        form={form}
        layout="vertical"
        onFinish={controller.submit}
        initialValues={{ Area: module.Area, MenuGroup: module.MenuGroup ?? undefined }}
        preserve={false}
      >
        <Form.Item name="Area" label="所属区域" rules={[{ required: true, message: '请选择所属区域' }]}>
          <Select options={[...AREA_CHOICES]} placeholder="选择区域" />
        </Form.Item>
        <Form.Item name="MenuGroup" label="菜单分组" extra="模块的列表放在该分组的末尾" rules={[{ required: true, message: '请选择菜单分组' }]}>
          <Select options={GROUP_CHOICES} placeholder="选择菜单分组" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
