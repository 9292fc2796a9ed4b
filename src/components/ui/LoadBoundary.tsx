import { Component, type ComponentType, createElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { LoadFailed } from './ListStates.tsx';

type Props = { message: string; retryLabel: string; children: ReactNode };

/** How to load again each `retryableLazy` part whose load failed; a retry runs them. */
const failedLoads = new Set<() => void>();

/**
 * Around lazily loaded parts: a part whose code could not be loaded (a lost connection) shows the failure
 * with a retry instead of its loading state for ever. The retry renders the part again, which loads it
 * again when it came from `retryableLazy`.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    for (const loadAgain of failedLoads) loadAgain();
    failedLoads.clear();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailed message={this.props.message} retryLabel={this.props.retryLabel} onRetry={this.retry} />;
  }
}

/**
 * `React.lazy`, except that a load that failed is tried again after a `LoadBoundary`'s retry: React keeps
 * a lazy component's failure, so the retry puts a fresh lazy component in its place (not at once, which
 * would load again and again while the connection is down, never showing the failure).
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const fresh = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedLoads.add(() => {
            current = fresh();
          });
          throw error;
        },
      ),
    );
  let current = fresh();
  return (props: Props) => createElement(current, props);
}
