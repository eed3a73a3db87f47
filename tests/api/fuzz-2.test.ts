/** The fuzz's shard 2 of 3 (tests/helpers/fuzz-suite.ts): every third input-taking route, so both workers share the fuzz. */
import { describeFuzzShard } from '../helpers/fuzz-suite';

describeFuzzShard(2);
