package org.pairlab.project;

import java.util.Map;

/** Counts over a whole project, for the status bar and {@code info}. */
public record ProjectSummary(long datasets, long samples, long captions, long boxes, Map<String, MethodCounts> candidates,
                             long runs) {
}
