import { rootLogger } from '../shell/server/observability/logger';

// The server's JSON log lines would bury the test report; a test that checks them brings its own logger.
rootLogger.level = 'silent';
