import { Component, type ReactNode } from 'react';
import { Button } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { isChunkLoadError } from './chunkLoad';

interface State {
  error: unknown;
}

/**
 * Around each page: when its code (or stylesheet) could not be loaded — a new version was deployed, the network
 * dropped — the page says so and offers a reload instead of a white screen. Other errors go on up. Drawn with a
 * plain block rather than antd Result, whose illustrations would weigh on every first load (D-PERF-4f); it is in the
 * first chunk because it must show when no other chunk can be loaded.
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
      <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
        <ExclamationCircleFilled style={{ fontSize: 72, color: '#faad14' }} />
        <div style={{ marginTop: 24, fontSize: 24, lineHeight: 1.33 }}>页面加载失败</div>
        <div style={{ marginTop: 8, fontSize: 14, color: 'rgba(0, 0, 0, 0.45)' }}>网络不稳定或系统已更新，页面代码未能加载。请重新加载页面。</div>
        <div style={{ marginTop: 24 }}>
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        </div>
      </div>
    );
  }
}
