/**
 * The fuzz of the licence-tier routes (tests/helpers/fuzz-suite.ts STORE_WIDE_ROUTES) on a stack of
 * its own: a tier the fuzz creates or changes is offered on every song, which the api files that
 * share the api stack (catalogue, licence tiers, downloads) would otherwise see mid-run.
 */
import { describeStoreWideFuzz } from '../helpers/fuzz-suite';

describeStoreWideFuzz();
