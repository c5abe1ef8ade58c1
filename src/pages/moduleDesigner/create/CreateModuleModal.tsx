import { useMemo } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import type { DesignerModuleSummary } from '../../../../contract/index';
import { STANDARD_MENU } from '../../../menu/menus';
import {
  AREA_CHOICES,
  copyChoices,
  MAX_MODULE_NAME,
  MAX_MODULE_TITLE,
  menuGroupChoices,
  moduleNameProblem,
  moduleTitleProblem,
  type CreateModuleValues,
} from './createModuleModel';
import type { CreateModuleController } from './useCreateModule';

const GROUP_CHOICES = menuGroupChoices(STANDARD_MENU);

const check = (problem: (value: string) => string | null) => ({
  validator: (_rule: unknown, value: string | undefined) => {
    const found = problem(value ?? '');
    return found ? Promise.reject(new Error(found)) : Promise.resolve();
  },
});

/** 新建模块: the module's names, area, menu group, the module to copy and the roles granted, checked as typed. */
export function CreateModuleModal({ controller, modules }: { controller: CreateModuleController; modules: readonly DesignerModuleSummary[] }) {
  const [form] = Form.useForm<CreateModuleValues>();
  const copies = useMemo(() => copyChoices(modules), [modules]);
  return (
    <Modal
      title="新建模块"
      open={controller.open}
      okText="创建"
      cancelText="取消"
      confirmLoading={controller.saving}
      onOk={() => form.submit()}
      onCancel={controller.close}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      width={560}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="创建后即建表、加入菜单并给所选角色授权(系统管理员总有全部权限);字段随后在模块设计中编辑、发布。"
      />
      <Form<CreateModuleValues> form={form} layout="vertical" onFinish={controller.submit} initialValues={{ Roles: [] }} preserve={false}>
        <Form.Item
          name="Name"
          label="模块名(英文)"
          extra="用于数据表名和页面地址,如 Seminar;创建后不能更改"
          rules={[check((value) => moduleNameProblem(value, modules))]}
          validateFirst
          required
        >
          <Input maxLength={MAX_MODULE_NAME + 10} placeholder="如 Seminar" autoComplete="off" />
        </Form.Item>
        <Form.Item name="Description" label="中文名称" rules={[check(moduleTitleProblem)]} required>
          <Input maxLength={MAX_MODULE_TITLE + 10} placeholder="如 学术研讨会" autoComplete="off" />
        </Form.Item>
        <Form.Item name="Area" label="所属区域" rules={[{ required: true, message: '请选择所属区域' }]}>
          <Select options={[...AREA_CHOICES]} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="MenuGroup" label="菜单分组" rules={[{ required: true, message: '请选择菜单分组' }]} extra="模块的列表页加在此分组的末尾">
          <Select options={GROUP_CHOICES} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="CopyOf" label="复制自(可选)" extra="不选则新建只有“名称”一个字段的空白模块;复制时带上该模块的全部字段,不带审批流程">
          <Select options={copies} placeholder="按模块名称查找" allowClear showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="Roles" label="授权角色" extra="所选角色获得该模块的全部操作权限">
          <Select mode="multiple" options={controller.roles} loading={controller.rolesLoading} placeholder="请选择角色" optionFilterProp="label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
