// A Suspense boundary with the shared loading state.
import { Suspense, type ReactNode } from 'react';
import { PageLoading } from '../ui/page-loading.tsx';

export const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;
