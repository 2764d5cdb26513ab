import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Notice } from './notice.tsx';

interface Props {
  /** Shown instead of the section when it throws while rendering. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One per page section (STYLE.md habit 7), so a broken block never blanks the whole page.
 * React only offers error boundaries as class components.
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Seção com erro', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <Notice variant="danger">{this.props.fallback}</Notice>;
    return this.props.children;
  }
}
