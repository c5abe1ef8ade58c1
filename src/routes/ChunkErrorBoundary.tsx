import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { isChunkLoadError } from './chunkLoad';

interface State {
  error: unknown;
}

/**
 * Around each page: when its code (or stylesheet) could not be loaded — a new version was deployed, the network
 * dropped — the page says so and offers a reload instead of a white screen. Other errors go on up.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a loading failure: not this boundary's to answer.
    if (!isChunkLoadError(error)) throw error;
    return (
      <Result
        status="warning"
        title="页面加载失败"
        subTitle="网络不稳定或系统已更新，页面代码未能加载。请重新加载页面。"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
