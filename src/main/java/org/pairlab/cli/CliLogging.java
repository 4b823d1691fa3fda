package org.pairlab.cli;

/**
 * Sets the library log levels once, before a command runs (slf4j-simple reads them when the first logger is made):
 * PairLab's resources/simplelogger.properties keeps libraries at warn/error; --debug opens them, --quiet closes them.
 */
final class CliLogging {
    private static final String PREFIX = "org.slf4j.simpleLogger.";

    private CliLogging() {
    }

    static void configure(CommonOptions options) {
        if (options == null) {
            return;
        }
        if (options.debug()) {
            System.setProperty(PREFIX + "defaultLogLevel", "debug");
            System.setProperty(PREFIX + "log.ai.djl", "debug");
            System.setProperty(PREFIX + "log.org.languagetool", "debug");
            System.setProperty(PREFIX + "showDateTime", "true");
        } else if (options.quiet()) {
            System.setProperty(PREFIX + "defaultLogLevel", "error");
        }
    }
}
