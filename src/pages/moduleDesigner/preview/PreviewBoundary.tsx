import { Component, type ReactNode } from 'react';
import { Alert } from 'antd';

interface State {
  failed: boolean;
  /** The draft the failure was met with: the next edit tries again. */
  seen: string;
}

/** Around a preview: a draft the app cannot draw yet says so instead of taking the editor down with it. */
export class PreviewBoundary extends Component<{ children: ReactNode; draftKey: string }, State> {
  override state: State = { failed: false, seen: '' };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { draftKey: string }, state: State): Partial<State> | null {
    return props.draftKey !== state.seen ? { failed: false, seen: props.draftKey } : null;
  }

  override render() {
    if (this.state.failed) return <Alert type="warning" showIcon message="草稿暂时无法预览,请先改正下方列出的问题" />;
    return this.props.children;
  }
}
