// The walk over every route of the shell spec, part 2 of 3: see specRoutesShard.ts.
import { describeSpecRouteShard } from './specRoutesShard';

describeSpecRouteShard(1, 3);
