/** Writes docs/authorization-matrix.md from the route table's declarations: `npm run docs:authz`. */
import { writeFileSync } from 'node:fs';
import { routeList } from '../../shared/api/routes';
import { MATRIX_DOC, matrixMarkdown } from './authz';

writeFileSync(MATRIX_DOC, await matrixMarkdown(routeList));
console.log(`wrote ${MATRIX_DOC} (${routeList.length} routes)`);
