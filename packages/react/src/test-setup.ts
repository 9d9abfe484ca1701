// Unmounts what each test rendered (Vitest runs without globals, so Testing Library cannot do it itself).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
