import { libraryConfig } from '../../scripts/lib/library-config.ts';

export default libraryConfig(import.meta.dirname, { index: 'src/index.ts' });
