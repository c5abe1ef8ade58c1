// The walk over every route of the shell spec (issue 18), part 3 of 3: see specRoutesShard.ts.
import { describeSpecRouteShard } from './specRoutesShard';

describeSpecRouteShard(2, 3);
