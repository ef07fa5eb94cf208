import * as migration_20261121_074921_initial from './20261121_074921_initial';

export const migrations = [
  {
    up: migration_20261121_074921_initial.up,
    down: migration_20261121_074921_initial.down,
    name: '20261121_074921_initial'
  },
];
