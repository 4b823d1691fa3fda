package org.pairlab.runs;

import java.time.Duration;
import java.util.Optional;
import org.pairlab.project.RunState;

/** A snapshot of a job for listeners: progress 0..1, estimated time left, the newest log line. */
public record JobUpdate(long runId, String title, RunState state, double progress, String message,
                        Optional<Duration> eta, String logLine) {
}
