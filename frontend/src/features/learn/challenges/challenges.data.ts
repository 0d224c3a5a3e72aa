import type { Challenge } from '../types';

export const CHALLENGES: Challenge[] = [];
